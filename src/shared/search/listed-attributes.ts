import type { ProductHit } from '../domain/product';

/**
 * Record fields no product list shows: search-only text and ranking data. A list asks the
 * engine to leave them out (Algolia's `attributesToRetrieve` with "-" exclusions), which halves
 * a hit: a listing carries 120 of them into the server's HTML hand-over, the persisted cache
 * and every response the engine serialises.
 */
const NOT_LISTED = [
  'description',
  'keywords',
  'categories',
  'categoryPageIds',
  'collections',
  'popularity',
  'createdAt',
  'gender',
  'size',
] as const;

/** `attributesToRetrieve` of a product list: everything but the fields no card shows. */
export const LISTED_ATTRIBUTES: string[] = ['*', ...NOT_LISTED.map((name) => `-${name}`)];

/** A hit as a product list receives it. */
export type ListedProductHit = Omit<ProductHit, (typeof NOT_LISTED)[number]>;
