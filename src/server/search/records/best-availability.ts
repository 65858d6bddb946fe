/**
 * The availability a colour variant shows in listings: the best code among its skus, orderable
 * first (available, low stock, preorder, backorder), then out of stock, then discontinued.
 */
import type { CatalogueSku } from '../../catalogue/types';

const PREFERENCE = [1, 2, -1, -2, 3, 4];

function rank(code: number): number {
  const index = PREFERENCE.indexOf(code);
  return index === -1 ? PREFERENCE.length : index;
}

/** The sku whose availability the variant shows; undefined when there are no skus. */
export function bestSku(skus: readonly CatalogueSku[]): CatalogueSku | undefined {
  let best: CatalogueSku | undefined;
  for (const sku of skus) {
    if (!best || rank(sku.availability) < rank(best.availability)) best = sku;
  }
  return best;
}
