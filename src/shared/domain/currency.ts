import { formatNumber } from '../format/number-formats';
import type { CurrencyStyle } from '../format/number-pattern';

/**
 * Currency decimals by country (spec §9). A site's prices are integer minor units where one
 * minor unit is 10^-decimals of the currency: pence in GB, cents in FR, yen in JP, whole
 * dirhams in AE (AE shows 0 decimals).
 */
const ZERO_DECIMAL_COUNTRIES = new Set([
  'CN',
  'HK',
  'JP',
  'KR',
  'MX',
  'MY',
  'TW',
  'RU',
  'AE',
  'BH',
  'SA',
  'QA',
  'KW',
  'HU',
]);

export function currencyDecimals(countryCode: string): number {
  return ZERO_DECIMAL_COUNTRIES.has(countryCode.toUpperCase()) ? 0 : 2;
}

export function toMajorUnits(minor: number, countryCode: string): number {
  return minor / 10 ** currencyDecimals(countryCode);
}

export function toMinorUnits(major: number, countryCode: string): number {
  return Math.round(major * 10 ** currencyDecimals(countryCode));
}

/** The money style of a currency in a country's precision (spec §9 decimals). */
export function moneyStyle(currency: string, countryCode: string): CurrencyStyle {
  return { style: 'currency', currency, fractionDigits: currencyDecimals(countryCode) };
}

/**
 * Formats minor units for a locale such as "en-GB" or "ar-AE". Prices are formatted here and
 * nowhere else (through the shop's one number formatter, src/shared/format).
 */
export function formatMoney(
  minor: number,
  currency: string,
  countryCode: string,
  locale: string,
): string {
  return formatNumber(toMajorUnits(minor, countryCode), locale, moneyStyle(currency, countryCode));
}
