import { describe, expect, it } from 'vitest';
import { currencyDecimals, formatMoney, toMajorUnits, toMinorUnits } from './currency';

describe('currency formatting (spec §9 decimals)', () => {
  it('uses 0 decimals for the listed countries and 2 elsewhere', () => {
    for (const c of ['JP', 'AE', 'KR', 'HU', 'cn']) expect(currencyDecimals(c)).toBe(0);
    for (const c of ['GB', 'FR', 'US', 'AU', 'SG']) expect(currencyDecimals(c)).toBe(2);
  });
  it('converts minor units both ways', () => {
    expect(toMajorUnits(12995, 'GB')).toBe(129.95);
    expect(toMajorUnits(12000, 'JP')).toBe(12000);
    expect(toMinorUnits(129.95, 'FR')).toBe(12995);
  });
  it('formats with Intl in the shopper locale', () => {
    expect(formatMoney(12995, 'GBP', 'GB', 'en-GB')).toBe('£129.95');
    expect(formatMoney(12000, 'JPY', 'JP', 'ja-JP')).toMatch(/^[￥¥]12,000$/);
    expect(formatMoney(12995, 'EUR', 'FR', 'fr-FR')).toMatch(/^129,95\s€$/);
    // AED shows no decimals
    expect(formatMoney(450, 'AED', 'AE', 'en-AE')).toMatch(/^AED\s450$/);
  });
});
