/**
 * Number formats without Intl at the point of use. Building the first Intl.NumberFormat of a
 * page costs 30–40 ms of main thread in Chromium (its ICU data loads), four times that on a
 * mid-range phone, and hydrating a server-rendered page formats prices before anything else:
 * that one call was the longest task of a first visit (issue 10). So a format is described
 * once as a `NumberPattern` — what it writes before, between and after the digits — by the
 * side that already has Intl warm (the server, in the page's hydration state), and applied
 * here with string operations that give exactly what Intl gives for that locale and style.
 *
 * A pattern is taken from Intl's own output (`formatToParts` of sample numbers), then checked
 * against Intl on more samples; a format it cannot describe is not given a pattern and its
 * callers keep using Intl.
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

/** 9,876,543,210 has every digit once and enough groups to show both group sizes. */
const SAMPLE_INTEGER = 9876543210;
const SAMPLE_DIGITS = '9876543210';
/** compared with Intl before a pattern is trusted: signs, zero, rounding, short numbers */
const CHECK_VALUES = [
  0, -0, 1, 7.5, -0.25, 12.25, 999, 1000, 1234, 12345, 123456.5, -1, -1234.5, -98765,
];

type Part = Intl.NumberFormatPart;

function around(parts: Part[]): { before: string; after: string; digitParts: Part[] } | null {
  const first = parts.findIndex((part) => part.type === 'integer');
  let last = -1;
  parts.forEach((part, index) => {
    if (part.type === 'integer' || part.type === 'fraction' || part.type === 'decimal')
      last = index;
  });
  if (first < 0) return null;
  const join = (list: Part[]) => list.map((part) => part.value).join('');
  const middle = parts.slice(first, last + 1);
  // a currency sign or a space between the digits is a shape this module does not write
  if (middle.some((part) => !['integer', 'group', 'decimal', 'fraction'].includes(part.type)))
    return null;
  return {
    before: join(parts.slice(0, first)),
    after: join(parts.slice(last + 1)),
    digitParts: middle,
  };
}

/** Describes `format`, or null when its output is not of the shape a pattern can write. */
export function patternOf(format: Intl.NumberFormat): NumberPattern | null {
  const fractionDigits = format.resolvedOptions().maximumFractionDigits ?? 0;
  if ((format.resolvedOptions().minimumFractionDigits ?? 0) !== fractionDigits) return null;
  const positive = around(format.formatToParts(SAMPLE_INTEGER));
  const negative = around(format.formatToParts(-SAMPLE_INTEGER));
  const withFraction = fractionDigits > 0 ? around(format.formatToParts(0.5)) : null;
  if (!positive || !negative) return null;
  const integers = positive.digitParts.filter((part) => part.type === 'integer');
  const digitsWritten = integers.map((part) => part.value).join('');
  if ([...digitsWritten].length !== SAMPLE_DIGITS.length) return null;
  const localDigits = [...digitsWritten];
  const digits = [...'0123456789']
    .map((digit) => localDigits[SAMPLE_DIGITS.indexOf(digit)] ?? '')
    .join('');
  const sizes = integers.map((part) => [...part.value].length);
  const primaryGroup = sizes[sizes.length - 1] ?? 3;
  const secondaryGroup =
    sizes.length > 2 ? (sizes[sizes.length - 2] ?? primaryGroup) : primaryGroup;
  const group = positive.digitParts.find((part) => part.type === 'group')?.value ?? '';
  const decimal = withFraction?.digitParts.find((part) => part.type === 'decimal')?.value ?? '.';
  let minimumGrouping = 1;
  const smallest = 10 ** primaryGroup; // the first number with a group: 1,000
  if (!format.formatToParts(smallest).some((part) => part.type === 'group')) minimumGrouping = 2;
  const pattern: NumberPattern = {
    prefix: positive.before,
    suffix: positive.after,
    negativePrefix: negative.before,
    negativeSuffix: negative.after,
    group,
    decimal,
    digits,
    primaryGroup,
    secondaryGroup,
    minimumGrouping,
    fractionDigits,
  };
  return CHECK_VALUES.every((value) => formatWithPattern(value, pattern) === format.format(value))
    ? pattern
    : null;
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
