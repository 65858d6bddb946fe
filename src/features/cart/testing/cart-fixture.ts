import type { Cart, CartItem } from '../../../shared/domain/cart';

/** Test fixtures: cart lines and a cart whose summary the server would have computed. */
export function cartItem(id: string, name: string, quantity: number, unitSale: number): CartItem {
  return {
    id,
    productId: `p-${id}`,
    name,
    sku: `p-${id}-sand-m`,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    quantity,
    price: { list: unitSale * quantity, sale: unitSale * quantity, currency: 'GBP' },
    unitPrice: { list: unitSale, sale: unitSale, currency: 'GBP' },
    options: { color: { name: 'Sand', slug: 'sand' }, size: { name: 'M', labelSize: 'M' } },
    thumbnailUrl: `/media/${id}.svg`,
    url: `/product/${id}/p-${id}?color=sand`,
    availability: 'available',
  };
}

export function cartOf(items: CartItem[]): Cart {
  const total = items.reduce((sum, item) => sum + item.price.sale, 0);
  return {
    items,
    cartSummary: {
      currency: 'GBP',
      totalItemCost: total,
      totalCost: total,
      totalTax: 0,
      totalDiscount: 0,
      totalItemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      deliveryCost: 0,
    },
  };
}
