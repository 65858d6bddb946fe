import { vi } from 'vitest';
import type { Cart } from '../../../shared/domain/cart';
import type { Campaign } from '../../../shared/domain/promotions';

export interface FakeShopCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = Cart | { status: number; code: string };

/**
 * A stand-in for the shop's API in component tests: GET /api/cart answers `cart`, GET
 * /api/cart/promotions `campaigns`, and every write is answered by `write` (a cart, or an
 * error {status, code}); an answered cart becomes the one GET returns. Test-only.
 */
export function fakeShop(options: {
  cart: Cart;
  campaigns?: Campaign[];
  write?: (call: FakeShopCall) => Answer;
}) {
  let cart = options.cart;
  const calls: FakeShopCall[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(url, 'http://shop.test');
    const call: FakeShopCall = {
      method: init?.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (call.path === '/api/cart/promotions') {
      return json({ currency: 'GBP', campaigns: options.campaigns ?? [] });
    }
    if (!call.path.startsWith('/api/cart')) return json({ status: 404, code: 'NOT_FOUND' }, 404);
    if (call.method === 'GET') return json(cart);
    const answer = options.write?.(call) ?? cart;
    if ('code' in answer) return json({ ...answer, message: answer.code }, answer.status);
    cart = answer;
    return json(cart);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
    setCart: (next: Cart) => (cart = next),
  };
}
