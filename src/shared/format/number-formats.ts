/**
 * The one place numbers are formatted for shoppers (prices, counts). A format is applied from
 * its `NumberPattern` (number-pattern.ts) whenever one is known — handed over by the server in a
 * page's hydration state, where the server's render used the same patterns — so that formatting
 * a price never builds an Intl formatter on the way to a server-rendered page coming to life
 * (issue 10). Intl formats what has no pattern (a page the worker opened from its shell).
 */
import {
  formatWithPattern,
  intlFormatOf,
  numberFormatKey,
  type NumberPattern,
  type NumberStyle,
} from './number-pattern';

const patterns = new Map<string, NumberPattern>();
const formatters = new Map<string, (value: number) => string>();

/** Takes patterns to format with: a page's (the browser), or the ones a render hands over. */
export function registerNumberPatterns(given: Readonly<Record<string, NumberPattern>>): void {
  for (const [key, pattern] of Object.entries(given)) {
    if (!patterns.has(key)) patterns.set(key, pattern);
  }
}

export function formatNumber(value: number, locale: string, style: NumberStyle): string {
  const key = numberFormatKey(locale, style);
  const pattern = patterns.get(key);
  if (pattern) return formatWithPattern(value, pattern);
  let format = formatters.get(key);
  if (!format) {
    const intl = intlFormatOf(locale, style);
    format = (number) => intl.format(number);
    formatters.set(key, format);
  }
  return format(value);
}

/** A whole number (a count of results or brands) as the locale writes it. */
export const formatInteger = (value: number, locale: string): string =>
  formatNumber(value, locale, { style: 'integer' });
