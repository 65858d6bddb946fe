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
 * Building an Intl formatter costs far more than formatting with it (the first one of a locale
 * loads its data: hundreds of milliseconds on a slow phone), and a listing formats hundreds of
 * prices: one formatter per locale, currency and precision is built once and kept.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
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
  return moneyFormat(locale, currency, decimals).format(toMajorUnits(minor, countryCode));
}
