/**
 * A shopper who has filled the bag and the shipping step over HTTP, ready to pay: the order
 * calls (POST /api/checkout/payment, …/details) on their session, a card encrypted as the
 * browser does it, and what the database and the provider hold of their orders.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SiteRuntime } from '../../../src/server/catalogue/types';
import type { AppConfig } from '../../../src/server/config';
import { orders, skus } from '../../../src/server/db/schema';
import { encryptCard } from '../../../src/platform/payments/encrypt-card';
import type { PlacedOrder } from '../../../src/shared/api/checkout-payment';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import { request, siteQuery, type JsonResponse } from './api';
import { checkoutClient, LONDON, type CheckoutClient } from './checkout-client';
import type { Fixtures, SkuPick } from './fixtures';
import { NO_RATE_LIMITS } from './fuzz/fuzz-operation';
import { card, publicKey } from './payments';
import { setSku } from './skus';
import type { StartedServer } from './start-server';
import { startSuiteServer, type StartSuiteServer } from './suite-server';

export interface OrderShopper extends CheckoutClient {
  /** the bag's total as the review step shows it (the basket's, before the shipping step) */
  total: number;
  pay(body: unknown, key?: string): Promise<JsonResponse<PlacedOrder>>;
  details(body: unknown): Promise<JsonResponse<PlacedOrder>>;
  /** PUT /api/checkout/payment/{reference}: PayPal's return */
  complete(reference: string, body: unknown, key?: string): Promise<JsonResponse<PlacedOrder>>;
  /** a payment body for card `number`, for the total shown */
  cardBody(number: string, overrides?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export const newKey = () => `order-${randomUUID()}`;

/**
 * A shopper with `quantity` of `pick` in the bag and, unless `steps.checkout` is false (a
 * basket for an express checkout), the address (`delivery`, London by default, or none when
 * `steps.address` is false), consumer and shipping chosen.
 */
export async function orderShopper(
  server: StartedServer,
  site: SiteRuntime,
  pick: SkuPick,
  quantity = 1,
  steps: { address?: boolean; checkout?: boolean; delivery?: object } = {},
): Promise<OrderShopper> {
  const client = await checkoutClient(server.url, site);
  expect((await client.add(pick, quantity)).status).toBe(200);
  let total = (await client.read()).body.cartSummary.totalCost;
  if (steps.checkout !== false) {
    if (steps.address !== false)
      expect((await client.address(steps.delivery ?? LONDON)).status).toBe(200);
    const consumer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect((await client.consumer(consumer)).status).toBe(200);
    const offered = (await client.read()).body.shipping.options;
    const chosen = await client.shipping({ id: offered[0]!.id });
    expect(chosen.status).toBe(200);
    total = chosen.body.cartSummary.totalCost;
  }
  const key = await publicKey(server.url);
  const send = (method: string, path: string, body: unknown, idempotencyKey?: string) =>
    request<PlacedOrder>(`${server.url}${path}?${siteQuery(site)}`, {
      method,
      session: client.session,
      body,
      ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
    });
  const post = (path: string) => (body: unknown, idempotencyKey?: string) =>
    send('POST', path, body, idempotencyKey);
  return {
    ...client,
    total,
    pay: post(CHECKOUT_API.checkoutPayment),
    details: post(CHECKOUT_API.checkoutPaymentDetails),
    complete: (reference, body, idempotencyKey) =>
      send('PUT', CHECKOUT_API.checkoutPaymentOf(reference), body, idempotencyKey),
    async cardBody(number, overrides = {}) {
      return {
        paymentMethod: 'creditcard',
        card: await encryptCard(card(number), key),
        holderName: 'Ada Lovelace',
        expectedTotal: total,
        agreements: [...site.agreements],
        ...overrides,
      };
    },
  };
}

export async function stockOf(server: StartedServer, sku: string): Promise<number> {
  const [row] = await server.app.db
    .select({ stock: skus.stock })
    .from(skus)
    .where(eq(skus.sku, sku));
  return row!.stock;
}

export async function ordersOf(server: StartedServer, session: string) {
  return server.app.db.select().from(orders).where(eq(orders.sessionId, session));
}

/** The payments the provider holds for an order: what it was charged. */
export const providerPayments = (server: StartedServer, reference: string) =>
  server.app.paymentProvider.findByMerchantReference(reference);

/** What an orders suite works with: its server, fixtures, the GB site, and fresh skus. */
export interface OrderSuite {
  server: StartedServer;
  fixtures: Fixtures;
  gb: SiteRuntime;
  /** a sku sold from stock that no other test of the suite uses, now holding `stock` units */
  freshSku(stock: number): Promise<SkuPick>;
}

/**
 * Starts an orders suite's server: no rate limits (the races open dozens of sessions from one
 * address) unless `overrides` sets some, and no campaign running, so totals are the lines' own.
 */
export async function startOrderSuite(
  start: StartSuiteServer,
  overrides: Partial<AppConfig> = {},
): Promise<OrderSuite> {
  const { server, fixtures } = await startSuiteServer(start, {
    overrides: { rateLimits: NO_RATE_LIMITS, ...overrides },
    campaigns: [],
  });
  let picks = 0;
  return {
    server,
    fixtures,
    gb: fixtures.site('gb'),
    async freshSku(stock) {
      const pick = fixtures.stocked(1, picks++);
      await setSku(server.app.db, pick.sku.sku, { stock });
      return pick;
    },
  };
}
