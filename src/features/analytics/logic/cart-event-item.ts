import type { CartItem } from '../../../shared/domain/cart';
import type { CartEventItem } from './events';

/** A bag line in the shape the cart events carry (spec §7 "cartItem"): one unit's prices. */
export function cartEventItem(line: CartItem): CartEventItem {
  return {
    id: line.id,
    productId: line.productId,
    sku: line.sku,
    name: line.name,
    brand: line.brand.name,
    color: line.options.color.name,
    size: line.options.size.name,
    ...(line.options.sizeType && { sizeType: line.options.sizeType.name }),
    price: line.unitPrice,
  };
}
