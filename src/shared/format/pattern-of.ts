/**
 * Describes an Intl number format as a NumberPattern (number-pattern.ts): what it writes before,
 * between and after the digits, read off `formatToParts` of sample numbers and then checked
 * against Intl on more samples. Runs where Intl is warm and a page's patterns are decided: the
 * server's render (numberPatternsFor), never on the way to a page coming to life.
 */
import {
  formatWithPattern,
  intlFormatOf,
  numberFormatKey,
  type NumberPattern,
  type NumberStyle,
} from './number-pattern';

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

const derived = new Map<string, NumberPattern | null>();

/** The patterns of these styles in `locale`, for a page's hydration state. */
export function numberPatternsFor(
  locale: string,
  styles: readonly NumberStyle[],
): Record<string, NumberPattern> {
  const found: Record<string, NumberPattern> = {};
  for (const style of styles) {
    const key = numberFormatKey(locale, style);
    if (!derived.has(key)) derived.set(key, patternOf(intlFormatOf(locale, style)));
    const pattern = derived.get(key);
    if (pattern) found[key] = pattern;
  }
  return found;
}
