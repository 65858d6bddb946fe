/**
 * Number formats without Intl at the point of use. Building the first Intl.NumberFormat of a
 * page costs 30–40 ms of main thread in Chromium (its ICU data loads), four times that on a
 * mid-range phone, and hydrating a server-rendered page formats prices before anything else:
 * that one call was the longest task of a first visit (issue 10). So a format is described
 * once as a `NumberPattern` — what it writes before, between and after the digits — by the
 * side that already has Intl warm (the server, in the page's hydration state), and applied
 * here with string operations that give exactly what Intl gives for that locale and style.
 *
 * A pattern is taken from Intl's own output (pattern-of.ts, on the server); a format it cannot
 * describe is not given a pattern and its callers keep using Intl.
 */

/** What one locale and style write around a number. All fields are plain strings. */
export interface NumberPattern {
  /** before and after the digits of a number ≥ 0, and of a negative one (with its sign) */
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
  /** the group and decimal separators */
  group: string;
  decimal: string;
  /** the locale's digits 0–9, in order */
  digits: string;
  /** size of the last group before the decimal separator, and of the ones before it */
  primaryGroup: number;
  secondaryGroup: number;
  /** fewest integer digits that get a separator at all (2 in Spanish: 1234 but 12.345) */
  minimumGrouping: number;
  /** the fraction digits, always this many */
  fractionDigits: number;
}

/** The styles the shop formats: money in a currency, and plain whole numbers (counts). */
export interface CurrencyStyle {
  style: 'currency';
  currency: string;
  fractionDigits: number;
}
export type NumberStyle = CurrencyStyle | { style: 'integer' };

export function numberFormatKey(locale: string, style: NumberStyle): string {
  return style.style === 'currency'
    ? `${locale}|${style.currency}|${style.fractionDigits}`
    : `${locale}|integer`;
}

export function intlFormatOf(locale: string, style: NumberStyle): Intl.NumberFormat {
  return style.style === 'currency'
    ? new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: style.currency,
        minimumFractionDigits: style.fractionDigits,
        maximumFractionDigits: style.fractionDigits,
      })
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
}

function groupDigits(integer: string, pattern: NumberPattern): string {
  const { primaryGroup, secondaryGroup, minimumGrouping, group } = pattern;
  if (!group || integer.length < primaryGroup + minimumGrouping) return integer;
  const groups = [integer.slice(-primaryGroup)];
  let rest = integer.slice(0, -primaryGroup);
  while (rest.length > secondaryGroup) {
    groups.unshift(rest.slice(-secondaryGroup));
    rest = rest.slice(0, -secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(group);
}

/**
 * `value` as the pattern's format writes it: rounded half away from zero to its fraction
 * digits (as Intl rounds), grouped, in the locale's digits, between its prefix and suffix.
 */
export function formatWithPattern(value: number, pattern: NumberPattern): string {
  const fixed = Math.abs(value).toFixed(pattern.fractionDigits);
  const [integer = '0', fraction] = fixed.split('.');
  // as Intl's default sign display: every negative number has its sign, -0 included
  const negative = value < 0 || Object.is(value, -0);
  const local = (text: string) =>
    pattern.digits === '0123456789'
      ? text
      : text.replace(/[0-9]/g, (digit) => pattern.digits[Number(digit)] ?? digit);
  const body =
    local(groupDigits(integer, pattern)) + (fraction ? pattern.decimal + local(fraction) : '');
  return negative
    ? pattern.negativePrefix + body + pattern.negativeSuffix
    : pattern.prefix + body + pattern.suffix;
}
