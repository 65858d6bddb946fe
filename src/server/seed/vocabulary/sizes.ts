/**
 * Size systems. A taxonomy leaf names its system; every product in the leaf is offered in all
 * of the system's sizes. The size slug is also the last segment of a SKU ("P000123-navy-M").
 * Names and labels are data in every seeded language: letter sizes read the same everywhere,
 * while "One Size" and the EU run are words a French, Japanese or Arabic shopper reads in
 * their own language.
 */
import type { SizeSystemKey } from '../../../../content/taxonomy';
import type { CatalogueSize } from '../../catalogue/types';
import { perLanguage, type Texts } from '../../../../content/languages';

const same = (text: string): Texts => perLanguage(() => text);

/** "EU 38" as each language labels a European size. */
const eu = (n: number): Texts => ({
  en: `EU ${n}`,
  fr: `EU ${n}`,
  ja: `EU ${n}`,
  ar: `مقاس أوروبي ${n}`,
});

const ONE_SIZE: Texts = {
  en: 'One Size',
  fr: 'Taille unique',
  ja: 'フリーサイズ',
  ar: 'مقاس واحد',
};

export const SIZE_SYSTEMS = {
  /** letter sizes for most clothing */
  letter: ['XS', 'S', 'M', 'L', 'XL'].map((s) => size(s.toLowerCase(), same(s), same(s))),
  /** EU shoe sizes, women's run */
  'shoe-eu-women': range(36, 41).map((n) => size(String(n), same(String(n)), eu(n))),
  /** EU shoe sizes, men's run */
  'shoe-eu-men': range(40, 46).map((n) => size(String(n), same(String(n)), eu(n))),
  /** waist in inches for jeans and chinos */
  waist: [28, 29, 30, 31, 32, 33, 34, 36].map((n) =>
    size(String(n), same(String(n)), same(`W${n}`)),
  ),
  /** EU chest sizes for tailoring */
  'suit-eu': range(23, 28).map((n) => size(String(n * 2), same(String(n * 2)), eu(n * 2))),
  /** accessories */
  'one-size': [size('os', ONE_SIZE, ONE_SIZE)],
} as const satisfies Record<SizeSystemKey, readonly CatalogueSize[]>;

function size(slug: string, name: Texts, labelSize: Texts): CatalogueSize {
  return Object.freeze({ slug, name: Object.freeze(name), labelSize: Object.freeze(labelSize) });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
