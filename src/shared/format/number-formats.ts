/**
 * The one place numbers are formatted for shoppers (prices, counts). A format is applied from
 * its `NumberPattern` (number-pattern.ts) whenever one is known — handed over by the server in
 * a page's hydration state, or taken from Intl here once — so that formatting a price never
 * builds an Intl formatter on the way to a server-rendered page coming to life (issue 10).
 * Intl itself formats only what a pattern cannot describe.
 */
import {
  formatWithPattern,
  intlFormatOf,
  numberFormatKey,
  patternOf,
  type NumberPattern,
  type NumberStyle,
} from './number-pattern';

/** Patterns known by key (given or derived); null: Intl's output has no pattern. */
const patterns = new Map<string, NumberPattern | null>();
const formatters = new Map<string, (value: number) => string>();

/** Takes the patterns a server render computed for this page (its hydration state). */
export function registerNumberPatterns(given: Readonly<Record<string, NumberPattern>>): void {
  for (const [key, pattern] of Object.entries(given)) {
    if (!patterns.has(key)) patterns.set(key, pattern);
  }
}

function patternFor(locale: string, style: NumberStyle): NumberPattern | null {
  const key = numberFormatKey(locale, style);
  if (!patterns.has(key)) patterns.set(key, patternOf(intlFormatOf(locale, style)));
  return patterns.get(key) ?? null;
}

/** The patterns of these styles in `locale`, for a page's hydration state. */
export function numberPatternsFor(
  locale: string,
  styles: readonly NumberStyle[],
): Record<string, NumberPattern> {
  const found: Record<string, NumberPattern> = {};
  for (const style of styles) {
    const pattern = patternFor(locale, style);
    if (pattern) found[numberFormatKey(locale, style)] = pattern;
  }
  return found;
}

export function formatNumber(value: number, locale: string, style: NumberStyle): string {
  const key = numberFormatKey(locale, style);
  let format = formatters.get(key);
  if (!format) {
    const given = patterns.get(key);
    const pattern = given === undefined ? patternFor(locale, style) : given;
    if (pattern) {
      format = (number) => formatWithPattern(number, pattern);
    } else {
      const intl = intlFormatOf(locale, style);
      format = (number) => intl.format(number);
    }
    formatters.set(key, format);
  }
  return format(value);
}

/** A whole number (a count of results or brands) as the locale writes it. */
export const formatInteger = (value: number, locale: string): string =>
  formatNumber(value, locale, { style: 'integer' });
