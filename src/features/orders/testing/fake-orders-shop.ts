import { vi } from 'vitest';
import type { OrderDetails } from '../../../shared/api/order';

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export type Answer = { status: number; body: unknown };

/**
 * A stand-in for the shop's order calls in the orders' component tests: GET /api/order/{ref}
 * answers `orders[ref]()` (each call may answer anew: a payment confirmed), GET
 * /api/order/s/myOrder `links[hash]`, POST /api/order/s/query `lookup(body)`, GET
 * /api/order/history `history(call)` (its query: the page asked for), a payment return's
 * PUT /api/checkout/payment/{ref} and POST /api/checkout/payment/details `complete(call)` (a
 * promise to hold the answer back); anything else, and an order or link it does not know, 404
 * ORDER_NOT_FOUND as the server answers. Test-only.
 */
export function fakeOrdersShop(options: {
  orders?: Record<string, () => OrderDetails>;
  links?: Record<string, OrderDetails>;
  lookup?: (body: unknown) => Answer;
  history?: (call: FakeCall) => Answer | Promise<Answer>;
  complete?: (call: FakeCall) => Answer | Promise<Answer>;
}) {
  const calls: FakeCall[] = [];
  const json = ({ status, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const notFound: Answer = {
    status: 404,
    body: { status: 404, code: 'ORDER_NOT_FOUND', message: 'No such order' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://shop.test');
      const call: FakeCall = {
        method: init?.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
        headers: { ...(init?.headers as Record<string, string> | undefined) },
      };
      calls.push(call);
      if (call.path.startsWith('/api/checkout/payment/'))
        return json((await options.complete?.(call)) ?? notFound);
      if (call.path === '/api/order/s/query' && call.method === 'POST')
        return json(options.lookup?.(call.body) ?? notFound);
      if (call.path === '/api/order/history' && options.history)
        return json(await options.history(call));
      if (call.path === '/api/order/s/myOrder') {
        const order = options.links?.[parsed.searchParams.get('hash') ?? ''];
        return json(order ? { status: 200, body: order } : notFound);
      }
      const owned = /^\/api\/order\/([^/]+)$/.exec(call.path);
      if (owned) {
        const order = options.orders?.[decodeURIComponent(owned[1]!)];
        return json(order ? { status: 200, body: order() } : notFound);
      }
      return json({ status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Not found' } });
    }),
  );
  return {
    calls,
    orderCalls: () => calls.filter((call) => call.path.startsWith('/api/order')),
    completions: () => calls.filter((call) => call.path.startsWith('/api/checkout/payment/')),
    historyCalls: () => calls.filter((call) => call.path === '/api/order/history'),
  };
}
