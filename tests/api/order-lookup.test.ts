/**
 * The guest order lookup over HTTP (issue 13 "After the order"; spec §3 "Order lookup", §7):
 * POST /api/order/s/query finds a paid order by its reference and the e-mail or phone it was
 * placed with, answering the order (contact details masked) and a signed link's hash; GET
 * /api/order/s/myOrder?hash= opens it without a session. A wrong reference and a wrong contact
 * get the same 404 in about the same time; altered, foreign and expired links get it too; both
 * calls are rate-limited per client. The server trusts 127.0.0.1 as a proxy, so each request
 * names its client through X-Forwarded-For. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { orders } from '../../src/server/db/schema';
import { newOrderReference } from '../../src/server/orders/order-reference';
import { loadOrderLinks, orderLinks, type OrderLinks } from '../../src/server/orders/order-link';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { OrderDetails, OrderLookupAnswer } from '../../src/shared/api/order';
import { request, siteQuery } from './helpers/api';
import { LONDON } from './helpers/checkout-client';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import { newKey, orderShopper, startOrderSuite, type OrderSuite } from './helpers/order-shopper';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

const SUCCESS = '4111111111111111';
const LOOKUP_LIMIT = 6;
const DAY_MS = 86_400_000;

interface Placed {
  reference: string;
  /** the order as its own session reads it (GET /api/order/{ref}) */
  owner: OrderDetails;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function lookupSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let gb: SiteRuntime;
  let freshSku: OrderSuite['freshSku'];
  let links: OrderLinks;
  let ada: Placed;
  let grace: Placed;
  let clients = 0;
  // a client address of its own for each request, unless a test means one client
  const nextClient = () => `10.13.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;

  async function place(contact?: { email: string; phone: string }): Promise<Placed> {
    const shopper = await orderShopper(server, gb, await freshSku(5), 1);
    if (contact) {
      const address = { ...LONDON, email: contact.email, phoneNumber: contact.phone };
      expect((await shopper.address(address)).status).toBe(200);
      const consumer = { firstName: 'Grace', lastName: 'Hopper', email: contact.email };
      expect((await shopper.consumer(consumer)).status).toBe(200);
    }
    const placed = await shopper.pay(await shopper.cardBody(SUCCESS), newKey());
    expect(placed.body).toMatchObject({ status: 'PAID' });
    const reference = placed.body.orderReference;
    const owner = await request<OrderDetails>(
      `${server.url}${CHECKOUT_API.order(reference)}?${siteQuery(gb)}`,
      { session: shopper.session },
    );
    expect(owner.status).toBe(200);
    return { reference, owner: owner.body };
  }

  beforeAll(async () => {
    ({ server, gb, freshSku } = await startOrderSuite(start, {
      rateLimits: { ...NO_RATE_LIMITS, orderLookup: LOOKUP_LIMIT },
      trustProxy: '127.0.0.1',
    }));
    links = await loadOrderLinks(server.app.db);
    ada = await place();
    grace = await place({ email: 'grace@example.com', phone: '07400 654321' });
  });
  afterAll(() => server?.close());

  const lookup = (body: unknown, client = nextClient(), headers: Record<string, string> = {}) =>
    request<OrderLookupAnswer>(`${server.url}${CHECKOUT_API.orderLookup}?${siteQuery(gb)}`, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': client, ...headers },
    });
  const openLink = (hash: string, client = nextClient()) =>
    request<OrderDetails>(
      `${server.url}${CHECKOUT_API.orderLink}?${siteQuery(gb)}&hash=${encodeURIComponent(hash)}`,
      { headers: { 'x-forwarded-for': client } },
    );
  const unknownReference = (): string => {
    const reference = newOrderReference();
    return [ada.reference, grace.reference].includes(reference) ? unknownReference() : reference;
  };

  it('finds an order by reference and e-mail (trimmed, any case), with a link that opens it', async () => {
    const found = await lookup({ orderReference: ada.reference, email: '  ADA@Example.COM ' });
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe('no-store');
    expect(found.body.order).toMatchObject({
      orderReference: ada.reference,
      status: 'PAID',
      lines: ada.owner.lines,
      totals: ada.owner.totals,
      history: ada.owner.history,
    });
    expect(found.body.hash).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const linked = await openLink(found.body.hash);
    expect(linked.status).toBe(200);
    expect(linked.headers.get('cache-control')).toBe('no-store');
    expect(linked.body).toEqual(found.body.order);
  });

  it('reads a reference typed in lower case, without its dash, with O for 0 and I for 1', async () => {
    const typed = ada.reference
      .toLowerCase()
      .replace('-', '')
      .replace(/0/g, 'o')
      .replace(/1/g, 'i');
    const found = await lookup({ orderReference: typed, email: 'ada@example.com' });
    expect(found.status).toBe(200);
    expect(found.body.order.orderReference).toBe(ada.reference);
  });

  it.each([
    ['national', '07400 123456'],
    ['international', '+44 7400 123456'],
    ['international with 00', '0044 7400 123456'],
  ])('finds an order by its phone written in %s form', async (_form, phone) => {
    const found = await lookup({ orderReference: ada.reference, phone });
    expect(found.status).toBe(200);
    expect(found.body.order.orderReference).toBe(ada.reference);
  });

  it('answers a guest no more than the order page needs: contact details masked, nothing else', async () => {
    const found = await lookup({ orderReference: ada.reference, email: 'ada@example.com' });
    const order = found.body.order;
    expect(Object.keys(order).sort()).toEqual(Object.keys(ada.owner).sort());
    expect(order.consumer).toMatchObject({ email: 'ada•••@example.com' });
    expect(order.deliveryAddress).toMatchObject({
      city: 'London',
      email: 'ada•••@example.com',
      phoneNumber: '•••••••••456',
    });
    // nothing of the payment but its method's name: not the provider's reference, not the card
    const [stored] = await server.app.db
      .select({ paymentReference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.reference, ada.reference));
    expect(stored!.paymentReference).toBeTruthy();
    const text = JSON.stringify(found.body);
    for (const secret of ['ada@example.com', '7400123456', stored!.paymentReference!, '1111'])
      expect(text).not.toContain(secret);
  });

  it('the same 404 for a wrong reference, a wrong e-mail or phone, another order’s contact', async () => {
    const answers = await Promise.all([
      lookup({ orderReference: unknownReference(), email: 'ada@example.com' }),
      lookup({ orderReference: ada.reference, email: 'eve@example.com' }),
      lookup({ orderReference: ada.reference, phone: '07400 999999' }),
      lookup({ orderReference: ada.reference, email: 'grace@example.com' }),
      lookup({ orderReference: grace.reference, phone: '07400 123456' }),
      lookup({ orderReference: 'not a reference', email: 'ada@example.com' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(answers[0]!.body).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    // grace's own contact finds grace's order, and only hers
    const hers = await lookup({ orderReference: grace.reference, phone: '+447400654321' });
    expect(hers.body.order.orderReference).toBe(grace.reference);
    expect(JSON.stringify(hers.body)).not.toContain(ada.reference);
  });

  it('a wrong reference and a wrong e-mail take about the same time', async () => {
    const paths = {
      reference: () => ({ orderReference: unknownReference(), email: 'ada@example.com' }),
      email: () => ({ orderReference: ada.reference, email: 'eve@example.com' }),
    };
    const times: Record<keyof typeof paths, number[]> = { reference: [], email: [] };
    const WARM_UP = 10;
    const ROUNDS = 90;
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      // interleaved, in alternating order, so a slow moment of the machine hits both alike
      const order =
        round % 2 ? (['reference', 'email'] as const) : (['email', 'reference'] as const);
      for (const path of order) {
        const body = paths[path]();
        const started = performance.now();
        const answer = await lookup(body);
        const elapsed = performance.now() - started;
        expect(answer.status).toBe(404);
        if (round >= WARM_UP) times[path].push(elapsed);
      }
    }
    const [reference, email] = [median(times.reference), median(times.email)];
    // medians, not means: a pause of the machine lands in one sample, not in the answer
    expect(Math.abs(reference - email)).toBeLessThanOrEqual(
      Math.max(1, 0.2 * Math.min(reference, email)),
    );
  }, 120_000);

  it('refuses an altered, foreign or expired link with the same 404', async () => {
    const good = links.sign(ada.reference);
    const bytes = Buffer.from(good, 'base64url');
    const swapped = Buffer.from(bytes);
    swapped.write(grace.reference, 1, 'ascii');
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 1]! ^= 1;
    const refused = [
      swapped.toString('base64url'),
      flipped.toString('base64url'),
      `${good}A`,
      good.slice(0, -1),
      orderLinks([randomBytes(32)]).sign(ada.reference),
      links.sign(ada.reference, Date.now() - 31 * DAY_MS),
      links.sign(unknownReference()),
      'not-a-link',
    ];
    const answers = await Promise.all(refused.map((hash) => openLink(hash)));
    expect(answers.map((answer) => answer.status)).toEqual(refused.map(() => 404));
    for (const answer of answers)
      expect(answer.body).toEqual({
        status: 404,
        code: 'ORDER_NOT_FOUND',
        message: expect.any(String),
      });
    // a link made 29 days ago still opens its order
    const recent = await openLink(links.sign(ada.reference, Date.now() - 29 * DAY_MS));
    expect(recent.status).toBe(200);
  });

  it('limits lookups and link openings together per client: 429 with Retry-After', async () => {
    const client = '10.13.250.1';
    const statuses: number[] = [];
    for (let sent = 0; sent < LOOKUP_LIMIT - 1; sent++)
      statuses.push(
        (await lookup({ orderReference: ada.reference, email: 'x@y.z' }, client)).status,
      );
    statuses.push((await openLink(links.sign(ada.reference), client)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 200]);
    // past the limit even the right details are refused: the limit is no oracle either
    const over = await lookup({ orderReference: ada.reference, email: 'ada@example.com' }, client);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(over.body).toMatchObject({ details: { retryAfter } });
    expect((await openLink(links.sign(ada.reference), client)).status).toBe(429);
    // another client is counted apart
    expect((await lookup({ orderReference: ada.reference, email: 'ada@example.com' })).status).toBe(
      200,
    );
  });

  it('refuses a body naming both or neither contact (400), and a cross-site lookup (403)', async () => {
    const both = await lookup({
      orderReference: ada.reference,
      email: 'ada@example.com',
      phone: '07400 123456',
    });
    const neither = await lookup({ orderReference: ada.reference });
    expect([both.status, neither.status]).toEqual([400, 400]);
    const crossSite = await lookup(
      { orderReference: ada.reference, email: 'ada@example.com' },
      nextClient(),
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
  });
}

onEachDatabase(lookupSuite);
