import { describe, expect, it } from 'vitest';
import { examplePhone, internationalPhone, normalisedPhone } from './phone';

describe('internationalPhone', () => {
  it.each([
    ['GB', '07400 123456', '+447400123456'],
    ['GB', '020 7946 0958', '+442079460958'],
    ['GB', '+44 7400 123456', '+447400123456'],
    ['IE', '085 012 3456', '+353850123456'],
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['BE', '0470 12 34 56', '+32470123456'],
    ['DE', '01512 3456789', '+4915123456789'],
    ['JP', '090-1234-5678', '+819012345678'],
    ['AE', '050 123 4567', '+971501234567'],
    ['SA', '051 234 5678', '+966512345678'],
    ['US', '(201) 555-0123', '+12015550123'],
    ['US', '+1 503 555 0147', '+15035550147'],
  ])('turns a valid %s number %s into %s', (country, text, international) => {
    expect(internationalPhone(country, text)).toBe(international);
  });

  it.each([
    ['GB', '12345'],
    ['GB', '07400 12345'],
    ['FR', '07400 123456'],
    ['JP', '090-1234-567'],
    ['AE', '12 345 6789'],
    ['GB', 'not a number'],
  ])('refuses %s %s: not a valid number there', (country, text) => {
    expect(internationalPhone(country, text)).toBeNull();
  });

  it('refuses a valid number of another country', () => {
    expect(internationalPhone('GB', '+33 6 12 34 56 78')).toBeNull();
    expect(internationalPhone('AE', '+966 51 234 5678')).toBeNull();
  });

  it('knows no number of a country libphonenumber does not know', () => {
    expect(internationalPhone('XX', '07400 123456')).toBeNull();
    expect(examplePhone('XX')).toBeNull();
  });
});

describe('examplePhone', () => {
  it.each([
    ['GB', '07400 123456'],
    ['JP', '090-1234-5678'],
    ['AE', '050 123 4567'],
    ['US', '(201) 555-0123'],
  ])('gives a national mobile number of %s: %s', (country, example) => {
    expect(examplePhone(country)).toBe(example);
  });

  it('gives, for every country, a number valid there', () => {
    for (const country of ['GB', 'IE', 'FR', 'BE', 'DE', 'JP', 'AE', 'SA', 'US']) {
      const example = examplePhone(country);
      expect(example, country).not.toBeNull();
      expect(internationalPhone(country, example!), country).toMatch(/^\+\d{8,15}$/);
    }
  });
});

describe('normalisedPhone', () => {
  it.each([
    ['GB', '07400 123456', '+447400123456'],
    ['GB', '+44 7400 123456', '+447400123456'],
    ['GB', '0044 7400 123456', '+447400123456'],
    ['GB', ' +971 50 123 4567 ', '+971501234567'],
    ['AE', '050 123 4567', '+971501234567'],
    ['AE', '+44 7400 123456', '+447400123456'],
  ])('reads %s %s as %s', (country, text, e164) => {
    expect(normalisedPhone(text, country)).toBe(e164);
  });

  it.each([
    ['GB', '050 123 4567'],
    ['GB', '+44 7400 12'],
    ['GB', 'ada@example.com'],
    ['XX', '07400 123456'],
  ])('refuses %s %s', (country, text) => {
    expect(normalisedPhone(text, country)).toBeNull();
  });
});
