import { describe, expect, it } from 'vitest';
import { maskUrl, scrubPersonalText } from './log-redaction';

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
