import type { Cart, CartItem } from '../../../shared/domain/cart';

/** Test fixtures: cart lines and a cart whose summary the server would have computed. */
export function cartItem(
  id: string,
  name: string,
  quantity: number,
  unitSale: number,
  more: Partial<CartItem> = {},
): CartItem {
  const discounts = more.discounts ?? [];
  const sale = unitSale * quantity;
  return {
    id,
    productId: `p-${id}`,
    name,
    brand: { name: 'Maison Lune', tag: 'maison-lune' },
    sku: `p-${id}-sand-m`,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    quantity,
    price: { list: sale, sale, currency: 'GBP' },
    unitPrice: { list: unitSale, sale: unitSale, currency: 'GBP' },
    discounts,
    total: sale - discounts.reduce((sum, discount) => sum + discount.amount, 0),
    options: { color: { name: 'Sand', slug: 'sand' }, size: { name: 'M', labelSize: 'M' } },
    thumbnailUrl: `/media/${id}.svg`,
    url: `/product/${id}/p-${id}?color=sand`,
    availability: 'available',
    ...more,
  };
}

/** A cart as the server answers it: totals over the available lines only (docs/promotions.md). */
export function cartOf(
  items: CartItem[],
  more: Partial<Omit<Cart, 'cartSummary'>> & { summary?: Partial<Cart['cartSummary']> } = {},
): Cart {
  const { summary, ...rest } = more;
  const itemCost = items.reduce((sum, item) => sum + item.price.sale, 0);
  const discount = items.reduce((sum, item) => sum + item.price.sale - item.total, 0);
  return {
    cartPublicId: 'cart-public-1',
    items,
    unavailableItems: [],
    promotions: [],
    addresses: [],
    billingMatchShipping: true,
    consumer: { accountId: null, reference: null, typeTag: 'NEW', properties: {} },
    shipping: { countryCode: 'GB', options: [], selected: null },
    taxCalculated: true,
    taxStatus: 'INCLUDED',
    ...rest,
    cartSummary: {
      currency: 'GBP',
      totalItemCost: itemCost,
      totalCost: itemCost - discount,
      totalTax: 0,
      totalDiscount: discount,
      totalDiscountProduct: discount,
      totalDiscountShipping: 0,
      totalItemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      deliveryCost: 0,
      deliveryNetCost: 0,
      ...summary,
    },
  };
}
