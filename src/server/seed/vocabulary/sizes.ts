/**
 * Size systems. A taxonomy leaf names its system; every product in the leaf is offered in all
 * of the system's sizes. The size slug is also the last segment of a SKU ("P000123-navy-M").
 */
import type { SizeSystemKey } from '../../../../content/taxonomy';
import type { CatalogueSize } from '../../catalogue/types';

export const SIZE_SYSTEMS = {
  /** letter sizes for most clothing */
  letter: ['XS', 'S', 'M', 'L', 'XL'].map((s) => size(s.toLowerCase(), s, s)),
  /** EU shoe sizes, women's run */
  'shoe-eu-women': range(36, 41).map((n) => size(String(n), String(n), `EU ${n}`)),
  /** EU shoe sizes, men's run */
  'shoe-eu-men': range(40, 46).map((n) => size(String(n), String(n), `EU ${n}`)),
  /** waist in inches for jeans and chinos */
  waist: [28, 29, 30, 31, 32, 33, 34, 36].map((n) => size(String(n), String(n), `W${n}`)),
  /** EU chest sizes for tailoring */
  'suit-eu': range(23, 28).map((n) => size(String(n * 2), String(n * 2), `EU ${n * 2}`)),
  /** accessories */
  'one-size': [size('os', 'One Size', 'One Size')],
} as const satisfies Record<SizeSystemKey, readonly CatalogueSize[]>;

function size(slug: string, name: string, labelSize: string): CatalogueSize {
  return Object.freeze({ slug, name, labelSize });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
