/**
 * The price range filter of spec §5. The URL and the filter expression carry a range as
 * "min>max" in major units ("20>100", "20>", ">100"); the inputs are free text.
 */

export interface PriceBounds {
  min: number | null;
  max: number | null;
}

export type PriceRangeOutcome =
  /** both bounds empty (or nothing nonzero left): the filter is removed */
  | { kind: 'clear' }
  /** min above max: WEB.LISTING.FILTER.PRICE.INVALID-RANGE, nothing applied */
  | { kind: 'invalid' }
  | { kind: 'apply'; value: string; bounds: PriceBounds };

/** Non-numeric (or negative) text becomes empty; numbers are kept as typed. */
export function parsePriceInput(raw: string): string {
  const text = raw.trim();
  if (text === '') return '';
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? text : '';
}

/**
 * Values under the step become the step, others round to the nearest multiple, zero or
 * negative becomes 0.
 */
export function snapToStep(value: number, step: number): number {
  if (!(value > 0)) return 0;
  if (!(step > 0)) return value;
  if (value < step) return step;
  return Math.round(value / step) * step;
}

/** The inputs' step attribute: the step multiple when above 1, else 1. */
export function priceInputStep(stepMultiple: number): number {
  return stepMultiple > 1 ? stepMultiple : 1;
}

export function formatPriceRange({ min, max }: PriceBounds): string {
  return `${min ?? ''}>${max ?? ''}`;
}

/** "20>100" → { min: 20, max: 100 }; anything unreadable → null bounds. */
export function parsePriceRange(value: string | undefined): PriceBounds {
  const [low = '', high = ''] = (value ?? '').split('>');
  const read = (text: string) => (parsePriceInput(text) === '' ? null : Number(text));
  return { min: read(low), max: read(high) };
}

/** What submitting the two inputs does. */
export function resolvePriceRange(
  minText: string,
  maxText: string,
  stepMultiple: number,
): PriceRangeOutcome {
  const minInput = parsePriceInput(minText);
  const maxInput = parsePriceInput(maxText);
  if (minInput === '' && maxInput === '') return { kind: 'clear' };
  const rawMin = minInput === '' ? null : Number(minInput);
  const rawMax = maxInput === '' ? null : Number(maxInput);
  if (rawMin !== null && rawMax !== null && rawMin > rawMax) return { kind: 'invalid' };
  const max = rawMax === null ? null : snapToStep(rawMax, stepMultiple);
  // an empty min with a max means "from 0"
  const min = rawMin === null ? 0 : snapToStep(rawMin, stepMultiple);
  // a range with no nonzero bound filters nothing: drop it
  if (min === 0 && (max === null || max === 0)) return { kind: 'clear' };
  const bounds = { min, max };
  return { kind: 'apply', value: formatPriceRange(bounds), bounds };
}
