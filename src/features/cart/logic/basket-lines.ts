import type { CartItem } from '../../../shared/domain/cart';

/** Pre-order and back-order lines ship later, on their own dates (spec §3 "Cart item"). */
export function isAdvanceOrder(item: Pick<CartItem, 'availability'>): boolean {
  return item.availability === 'preorder' || item.availability === 'backorder';
}

/**
 * The product page with the line's options (spec issue 12 "link back to the product with its
 * options"): the line's URL names the colour; `sku` names the size too, which the product page
 * reads (its ?color= still wins for the colour).
 */
export function productLinkOf(item: Pick<CartItem, 'url' | 'sku'>): string {
  const [path, query = ''] = item.url.split('?');
  const params = new URLSearchParams(query);
  params.set('sku', item.sku);
  return `${path}?${params.toString()}`;
}

/** The line's units a quantity change adds (> 0) or removes (< 0). */
export function quantityDelta(item: Pick<CartItem, 'quantity'>, quantity: number): number {
  return quantity - item.quantity;
}
