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

/**
 * Formats minor units with Intl for a locale such as "en-GB" or "ar-AE". Formatting happens
 * here and nowhere else.
 */
export function formatMoney(
  minor: number,
  currency: string,
  countryCode: string,
  locale: string,
): string {
  const decimals = currencyDecimals(countryCode);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(toMajorUnits(minor, countryCode));
}
