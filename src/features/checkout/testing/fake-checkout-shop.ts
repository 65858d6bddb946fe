import { vi } from 'vitest';
import { addressSchema } from '../../../shared/address/address-schemas';
import { examplePhone } from '../../../shared/address/phone';
import { regionsOf } from '../../../shared/address/regions';
import type { Cart, CartItem } from '../../../shared/domain/cart';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = Cart | { status: number; code: string; details?: unknown };

/**
 * A stand-in for the shop's API in the checkout's component tests: GET /api/cart answers the
 * cart (or what `read` makes of it), the address forms and regions come from the shared tables
 * the server serves them from, and every write is answered by `write` (a cart, or an error); an
 * answered cart becomes the one GET returns. Test-only.
 */
export function fakeCheckoutShop(options: {
  cart: Cart;
  write?: (call: FakeCall) => Answer;
  /** what GET /api/cart answers each time it is read (the server's cart changing by itself) */
  read?: (cart: Cart) => Cart;
}) {
  let cart = options.cart;
  const calls: FakeCall[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://shop.test');
      const call = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      };
      calls.push(call);
      const form = /^\/api\/validation\/(\w+)\/(\w+)\/address$/.exec(call.path);
      if (form) {
        const schema = addressSchema(form[1]!)!;
        return json({
          countryCode: schema.countryCode,
          type: parsed.searchParams.get('type') ?? 'shipping',
          locale: `${form[2]}-${schema.countryCode}`,
          fields: schema.fields,
          encouraged: schema.encouraged,
          phoneExample: examplePhone(schema.countryCode),
        });
      }
      if (call.path === '/api/territory') {
        const country = parsed.searchParams.get('countryCode')!;
        return json({ countryCode: country, regions: regionsOf(country, 'en') });
      }
      if (call.path === '/api/cart/promotions') return json({ currency: 'GBP', campaigns: [] });
      if (call.method === 'GET') {
        if (call.path !== '/api/cart') return json({ status: 404, code: 'NOT_FOUND' }, 404);
        if (options.read) cart = options.read(cart);
        return json(cart);
      }
      const answer = options.write?.(call) ?? cart;
      if ('code' in answer) return json({ ...answer, message: answer.code }, answer.status);
      cart = answer;
      return json(cart);
    }),
  );
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

const dress: CartItem = {
  id: 'a1',
  productId: 'p-a1',
  name: 'Linen wrap dress',
  brand: { name: 'Maison Lune', tag: 'maison-lune' },
  sku: 'p-a1-sand-m',
  slug: 'linen-wrap-dress',
  quantity: 1,
  price: { list: 12000, sale: 12000, currency: 'GBP' },
  unitPrice: { list: 12000, sale: 12000, currency: 'GBP' },
  discounts: [],
  total: 12000,
  options: { color: { name: 'Sand', slug: 'sand' }, size: { name: 'M', labelSize: 'M' } },
  thumbnailUrl: '/media/a1.svg',
  url: '/product/a1/p-a1?color=sand',
  availability: 'available',
};

export const OPTIONS = [
  {
    id: 'GB-STANDARD',
    method: 'STANDARD' as const,
    price: 395,
    delivery: { min: 2, max: 4 },
    tooltip: 'WEB.CHECKOUT.SHIPPING.STANDARD.TOOLTIP',
    supportsBulkyItems: true,
  },
  {
    id: 'GB-EXPRESS',
    method: 'EXPRESS' as const,
    price: 895,
    delivery: { min: 1, max: 2 },
    tooltip: 'WEB.CHECKOUT.SHIPPING.EXPRESS.TOOLTIP',
    supportsBulkyItems: false,
  },
];

/** A GB cart with one dress, changed by `more`; its summary priced as the server would. */
export function checkoutCart(more: Partial<Cart> = {}, deliveryCost = 0): Cart {
  const items = more.items ?? [dress];
  const itemCost = items.reduce((sum, item) => sum + item.total, 0);
  return {
    cartPublicId: 'cart-public-1',
    items,
    unavailableItems: [],
    promotions: [],
    addresses: [],
    billingMatchShipping: true,
    consumer: { accountId: null, reference: null, typeTag: 'NEW', properties: {} },
    shipping: { countryCode: 'GB', options: OPTIONS, selected: null },
    taxCalculated: true,
    taxStatus: 'INCLUDED',
    ...more,
    cartSummary: {
      currency: 'GBP',
      totalItemCost: itemCost,
      totalCost: itemCost + deliveryCost,
      totalTax: 0,
      totalDiscount: 0,
      totalDiscountProduct: 0,
      totalDiscountShipping: 0,
      totalItemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      deliveryCost,
      deliveryNetCost: deliveryCost,
    },
  } as Cart;
}

export const LONDON = {
  addressType: 'DELIVERY' as const,
  type: 'shipping' as const,
  firstName: 'Amira',
  lastName: 'Haddad',
  addressLine1: '12 Rosebery Avenue',
  city: 'London',
  postcode: 'EC1R 4SX',
  countryCode: 'GB',
  email: 'amira@example.com',
  locale: 'en-GB',
};
