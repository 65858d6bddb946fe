import type { Cart, CartItem } from '../../../shared/domain/cart';

/** Test fixtures: cart lines and a cart whose summary the server would have computed. */
export function cartItem(id: string, name: string, quantity: number, unitSale: number): CartItem {
  return {
    id,
    productId: `p-${id}`,
    name,
    brand: { name: 'Vitrine', tag: 'vitrine' },
    sku: `p-${id}-sand-m`,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    quantity,
    price: { list: unitSale * quantity, sale: unitSale * quantity, currency: 'GBP' },
    unitPrice: { list: unitSale, sale: unitSale, currency: 'GBP' },
    discounts: [],
    total: unitSale * quantity,
    options: { color: { name: 'Sand', slug: 'sand' }, size: { name: 'M', labelSize: 'M' } },
    thumbnailUrl: `/media/${id}.svg`,
    url: `/product/${id}/p-${id}?color=sand`,
    availability: 'available',
  };
}

export function cartOf(items: CartItem[]): Cart {
  const total = items.reduce((sum, item) => sum + item.price.sale, 0);
  return {
    cartPublicId: 'c0ffee00-0000-4000-8000-000000000000',
    items,
    unavailableItems: [],
    cartSummary: {
      currency: 'GBP',
      totalItemCost: total,
      totalCost: total,
      totalTax: 0,
      totalDiscount: 0,
      totalDiscountProduct: 0,
      totalDiscountShipping: 0,
      totalItemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      deliveryCost: 0,
      deliveryNetCost: 0,
    },
    promotions: [],
  };
}
