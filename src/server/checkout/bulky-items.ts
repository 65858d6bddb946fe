/**
 * Which products are bulky (spec §3 supportsBulkyItems): those in a category whose parcels
 * only the standard courier takes — coats and jackets, and boots (large boxes). Read from the
 * catalogue's own data, the leaf category of each product (its categoryPageIds end with
 * "-coats-jackets" or "-boots"), so a product moved between categories follows.
 */
import type { CatalogueProduct } from '../catalogue/types';

const BULKY_LEAVES = ['coats-jackets', 'boots'] as const;

export const isBulky = (product: Pick<CatalogueProduct, 'categoryPageIds'>): boolean =>
  product.categoryPageIds.some((id) => BULKY_LEAVES.some((leaf) => id.endsWith(`-${leaf}`)));
