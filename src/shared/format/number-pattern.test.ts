import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWithPattern, intlFormatOf, type NumberStyle } from './number-pattern';
import { patternOf } from './pattern-of';

/** The shop's locales, and others with other digits, separators, group sizes and sign places. */
const LOCALES = [
  'en-GB',
  'fr-FR',
  'ja-JP',
  'ar-AE',
  'en-AE',
  'fr-AE',
  'en-US',
  'de-DE',
  'es-ES',
  'en-IN',
  'ar-EG',
  'de-CH',
  'nl-NL',
  'ko-KR',
  'zh-CN',
  'he-IL',
  'fa-IR',
];
const STYLES: NumberStyle[] = [
  { style: 'currency', currency: 'GBP', fractionDigits: 2 },
  { style: 'currency', currency: 'EUR', fractionDigits: 2 },
  { style: 'currency', currency: 'JPY', fractionDigits: 0 },
  { style: 'currency', currency: 'AED', fractionDigits: 0 },
  { style: 'currency', currency: 'USD', fractionDigits: 2 },
  { style: 'currency', currency: 'GBP', fractionDigits: 0 },
  { style: 'integer' },
];

describe('number patterns', () => {
  it('describe the shop’s own formats', () => {
    for (const locale of ['en-GB', 'fr-FR', 'ja-JP', 'ar-AE', 'en-AE', 'en-JP']) {
      for (const style of STYLES) expect(patternOf(intlFormatOf(locale, style))).not.toBeNull();
    }
  });

  it('write exactly what Intl writes, for any amount', () => {
    for (const locale of LOCALES) {
      for (const style of STYLES) {
        const intl = intlFormatOf(locale, style);
        const pattern = patternOf(intl);
        // a format the pattern cannot describe is left to Intl, which is also correct
        if (!pattern) continue;
        const scale = 10 ** (style.style === 'currency' ? style.fractionDigits : 0);
        fc.assert(
          fc.property(fc.integer({ min: -1e12, max: 1e12 }), (minor) => {
            const value = minor / scale;
            expect(formatWithPattern(value, pattern), `${locale} ${JSON.stringify(style)}`).toBe(
              intl.format(value),
            );
          }),
          { numRuns: 200 },
        );
      }
    }
  });

  it('round halves away from zero, as Intl does', () => {
    const style: NumberStyle = { style: 'currency', currency: 'GBP', fractionDigits: 0 };
    const intl = intlFormatOf('en-GB', style);
    const pattern = patternOf(intl)!;
    for (const value of [0.5, 1.5, 2.5, -0.5, -2.5, 1234.5, -0.4]) {
      expect(formatWithPattern(value, pattern)).toBe(intl.format(value));
    }
  });

  it('use the locale’s grouping and digits', () => {
    const indian = patternOf(intlFormatOf('en-IN', { style: 'integer' }))!;
    expect(formatWithPattern(123456789, indian)).toBe('12,34,56,789');
    const spanish = patternOf(intlFormatOf('es-ES', { style: 'integer' }))!;
    expect(formatWithPattern(1234, spanish)).toBe('1234');
    expect(formatWithPattern(12345, spanish)).toBe('12.345');
    const egyptian = patternOf(intlFormatOf('ar-EG', { style: 'integer' }));
    if (egyptian) expect(formatWithPattern(120, egyptian)).toBe('١٢٠');
  });
});
