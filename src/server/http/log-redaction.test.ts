import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { maskUrl, redactingLogger, scrubPersonalText } from './log-redaction';

describe('maskUrl', () => {
  it('keeps the path and harmless keys, masks every other value', () => {
    expect(maskUrl('/api/cart?lang=en&siteTag=gb&email=a%40b.com&token=xyz')).toBe(
      '/api/cart?lang=en&siteTag=gb&email=[redacted]&token=[redacted]',
    );
  });

  it('leaves a URL without a query string as it is', () => {
    expect(maskUrl('/api/product/s/P1')).toBe('/api/product/s/P1');
  });
});

describe('scrubPersonalText', () => {
  it('masks e-mail addresses, written plainly or percent-encoded', () => {
    expect(scrubPersonalText('no user jane.doe+shop@mail.example.co.uk here')).toBe(
      'no user [email] here',
    );
    expect(scrubPersonalText('/api/product/s/jane%40example.com')).toBe('/api/product/s/[email]');
  });

  it('masks card numbers that pass the Luhn check, grouped or not', () => {
    expect(scrubPersonalText('card 4111 1111 1111 1111 and 4111111111111111')).toBe(
      'card [card] and [card]',
    );
  });

  it('keeps the log line timestamp and numbers that are not card numbers', () => {
    const line = '{"time":1795587583016,"sku":"1234567890123"}';
    expect(scrubPersonalText(line)).toBe(line);
  });
});

describe('payment data in logs', () => {
  it('masks encrypted card fields and the challenge id of a challenge page path', () => {
    const blob = 'vtr1$k1Ab-_$AAAA_x-y$iv-Iv_$cipher-TEXT_';
    expect(scrubPersonalText(`{"msg":"bad field ${blob}","n":1}`)).toBe(
      '{"msg":"bad field [encrypted card]","n":1}',
    );
    expect(scrubPersonalText('"url":"/pay/v1/challenge/Zx9_-abc?x=1"')).toBe(
      '"url":"/pay/v1/challenge/[redacted]?x=1"',
    );
  });

  it('masks the id of every provider page path, not PayPal’s own calls beside them', () => {
    for (const page of ['challenge', 'paypal', 'bank', 'alipay'])
      expect(scrubPersonalText(`"url":"/pay/v1/${page}/Zx9_-abc"`)).toBe(
        `"url":"/pay/v1/${page}/[redacted]"`,
      );
    for (const call of ['/pay/v1/paypal/approval', '/pay/v1/paypal/updateOrder?x=1'])
      expect(scrubPersonalText(call)).toBe(call);
    expect(scrubPersonalText('/pay/v1/paypal/approvalX1')).toBe('/pay/v1/paypal/[redacted]');
  });

  it('censors PayPal returns, wallet tokens, Alipay form ids and payer details by name', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...redactingLogger('info'), stream: { write: (line: string) => lines.push(line) } },
    });
    app.log.info(
      {
        body: { utr: 'K7Q2M9XW4T8RZP3N', pgTransactionId: '5O190127TN364715T', status: 'approved' },
        payment: { walletToken: '{"protocolVersion":"ECv2"}', googlePayToken: 'g-token' },
        applePayToken: 'a-token',
        form: { paymentId: 'page-id-123' },
        approval: {
          shopperDetails: { shopperEmail: 'x', shippingAddress: { street: 'Baker Street' } },
        },
      },
      'paypal',
    );
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"status":"approved"');
    for (const secret of [
      'K7Q2M9XW4T8RZP3N',
      '5O190127TN364715T',
      'ECv2',
      'g-token',
      'a-token',
      'page-id-123',
      'Baker Street',
    ])
      expect(log).not.toContain(secret);
  });

  it('censors the payment request fields by name in what the server logs', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { ...redactingLogger('info'), stream: { write: (line: string) => lines.push(line) } },
    });
    app.log.info(
      {
        body: {
          paymentMethod: { type: 'scheme', holderName: 'Ada Lovelace' },
          storedPaymentMethodId: 'SPM0123456789',
        },
        details: { redirectResult: 'opaque-result-123' },
        holderName: 'Ada Lovelace',
      },
      'payment',
    );
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"msg":"payment"');
    for (const secret of ['Ada Lovelace', 'SPM0123456789', 'opaque-result-123', 'scheme'])
      expect(log).not.toContain(secret);
  });
});

describe('account data in logs (issue 14)', () => {
  it("masks a stored card's id in the account's delete and the provider's", () => {
    expect(scrubPersonalText('DELETE /api/v1/payment-methods/SPM0A1B2C3?lang=en')).toBe(
      'DELETE /api/v1/payment-methods/[redacted]?lang=en',
    );
    expect(scrubPersonalText('/pay/v1/storedPaymentMethods/SPM0A1B2C3?shopperReference=x')).toBe(
      '/pay/v1/storedPaymentMethods/[redacted]?shopperReference=x',
    );
  });

  it('keeps the paging and type keys of the account calls, masks the keys of an order', () => {
    expect(maskUrl('/api/order/history?pageSize=10&lastKey=ABCD-1234&lastKeyTs=2026')).toBe(
      '/api/order/history?pageSize=10&lastKey=[redacted]&lastKeyTs=[redacted]',
    );
    expect(maskUrl('/api/v1/addresses?type=billing')).toBe('/api/v1/addresses?type=billing');
  });
});
