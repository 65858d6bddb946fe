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
