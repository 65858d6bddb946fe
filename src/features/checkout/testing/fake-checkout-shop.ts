import { vi } from 'vitest';
import { addressSchema } from '../../../shared/address/address-schemas';
import { examplePhone } from '../../../shared/address/phone';
import { regionsOf } from '../../../shared/address/regions';
import type { AddressBook } from '../../../shared/api/addresses';
import type { StoredCardSummary } from '../../../shared/api/stored-cards';
import type { Cart, CartItem } from '../../../shared/domain/cart';
import type { ProviderPublicKey } from '../../../shared/payments/provider-api';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * What a write is answered with: a cart (the cart calls), an error in the server's shape, a
 * body of another kind with its status (the order calls), or a failed connection.
 */
export type Answer =
  | Cart
  | { status: number; code: string; details?: unknown }
  | { status: number; body: unknown }
  | 'network-failure';

/** The provider's key as GET /pay/v1/public-key serves it: a real RSA-OAEP key of the test's. */
export async function fakeProviderKey(): Promise<ProviderPublicKey> {
  const pair = await globalThis.crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const jwk = await globalThis.crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    keyId: 'test-key-1',
    publicKey: { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256' },
  };
}

/**
 * A stand-in for the shop's API in the checkout's component tests, over the fetch the app
 * calls, answering as the real server does (docs/api.md): GET /api/cart answers the cart (or
 * what `read` makes of it), the address forms and regions come from the shared tables the server
 * serves them from, GET /api/checkout/stored-cards the stored cards given, GET
 * /api/v1/addresses the address book given, GET /pay/v1/public-key the key given; every write
 * is answered by `write` (see Answer); an answered cart becomes the one GET returns. Test-only.
 */
export function fakeCheckoutShop(options: {
  cart: Cart;
  write?: (call: FakeCall) => Answer | Promise<Answer>;
  /** what GET /api/cart answers each time it is read (the server's cart changing by itself) */
  read?: (cart: Cart) => Cart;
  storedCards?: StoredCardSummary[];
  providerKey?: ProviderPublicKey;
  /** what GET /api/v1/addresses answers (an account's address book) */
  addressBook?: AddressBook;
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
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      };
      calls.push(call);
      if (call.path === '/pay/v1/public-key') {
        return options.providerKey
          ? json(options.providerKey)
          : json({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'no key' }, 503);
      }
      if (call.path === '/api/v1/addresses' && call.method === 'GET')
        return json(options.addressBook ?? { addresses: [], canAddNewAddress: true });
      if (call.path === '/api/checkout/stored-cards')
        return json({ storedCards: options.storedCards ?? [] });
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
      const answer = (await options.write?.(call)) ?? cart;
      if (answer === 'network-failure') throw new TypeError('Failed to fetch');
      if ('code' in answer) return json({ ...answer, message: answer.code }, answer.status);
      if ('body' in answer) return json(answer.body, answer.status);
      cart = answer;
      return json(cart);
    }),
  );
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** the cart changed on the server's side (another tab, a price change) */
    setCart: (changed: Cart) => {
      cart = changed;
    },
  };
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

/** A GB cart through the shipping step: delivery to London, the consumer, STANDARD chosen. */
export function shippedCart(more: Partial<Cart> = {}): Cart {
  return checkoutCart(
    {
      addresses: [{ ...LONDON, phoneNumber: '+447400123456' }],
      consumer: {
        accountId: null,
        reference: 'C-1',
        typeTag: 'NEW',
        properties: { firstName: 'Amira', lastName: 'Haddad', email: LONDON.email },
      },
      shipping: { countryCode: 'GB', options: OPTIONS, selected: 'GB-STANDARD' },
      ...more,
    },
    395,
  );
}
