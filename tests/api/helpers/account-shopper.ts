/**
 * A signed-in shopper for the account suites: an account made over HTTP (accounts.ts, the
 * identity provider's own calls), its account session opened with POST /api/session, and every
 * call sent with the session and the account's bearer token, as the app sends them.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { encryptCard } from '../../../src/platform/payments/encrypt-card';
import type { SiteRuntime } from '../../../src/server/catalogue/types';
import type { PlacedOrder } from '../../../src/shared/api/checkout-payment';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import type { Cart } from '../../../src/shared/domain/cart';
import { API, SESSION_HEADER } from '../../../src/shared/api/paths';
import { createAccount } from './accounts';
import { request, siteQuery, type JsonResponse } from './api';
import { LONDON } from './checkout-client';
import type { SkuPick } from './fixtures';
import { card, publicKey } from './payments';
import type { StartedServer } from './start-server';

export interface AccountShopper {
  sub: string;
  email: string;
  token: string;
  session: string;
  /** a call with the account's session and token (or the ones given) */
  call<T = unknown>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      session?: string | null;
      token?: string | null;
      query?: string;
      headers?: Record<string, string>;
    },
  ): Promise<JsonResponse<T>>;
  /** POST /api/cart: `quantity` of `pick` into the account's bag */
  add(
    pick: SkuPick,
    quantity: number,
  ): Promise<JsonResponse<{ items: { sku: string; quantity: number }[] }>>;
}

/** POST /api/session with `token`, naming `anonymous` as the shopper's session before. */
export function openAccountSession(
  server: StartedServer,
  site: SiteRuntime,
  token: string | null,
  anonymous?: string,
) {
  return request<{ sessionId: string }>(`${server.url}${API.accountSession}`, {
    method: 'POST',
    body: { language: site.defaultLanguage, sitePublicId: site.sitePublicId ?? site.siteTag },
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(anonymous ? { [SESSION_HEADER]: anonymous } : {}),
    },
  });
}

/** A new account, signed in, in its account session (`anonymous` merged into it). */
export async function accountShopper(
  server: StartedServer,
  site: SiteRuntime,
  anonymous?: string,
): Promise<AccountShopper> {
  const account = await createAccount(server.url, server.app.db);
  return signedInShopper(server, site, account, anonymous);
}

/** The shopper of an existing account on one more device: its session opened again. */
export async function signedInShopper(
  server: StartedServer,
  site: SiteRuntime,
  account: { sub: string; email: string; accessToken: string },
  anonymous?: string,
): Promise<AccountShopper> {
  const opened = await openAccountSession(server, site, account.accessToken, anonymous);
  if (opened.status !== 201) throw new Error(`account session: ${opened.status}`);
  const session = opened.body.sessionId;
  const token = account.accessToken;
  const call: AccountShopper['call'] = (method, path, options = {}) => {
    const useSession = options.session === undefined ? session : options.session;
    const useToken = options.token === undefined ? token : options.token;
    const joiner = path.includes('?') ? '&' : '?';
    return request(`${server.url}${path}${joiner}${options.query ?? siteQuery(site)}`, {
      method,
      ...(useSession ? { session: useSession } : {}),
      ...(options.body === undefined ? {} : { body: options.body }),
      headers: {
        ...options.headers,
        ...(useToken ? { authorization: `Bearer ${useToken}` } : {}),
      },
    });
  };
  return {
    sub: account.sub,
    email: account.email,
    token,
    session,
    call,
    add: (pick, quantity) =>
      call('POST', '/api/cart', {
        body: { productId: pick.product.productId, sku: pick.sku.sku, quantity },
      }),
  };
}

/** The account shopper's bag with `pick`, the shipping step done (London), and its total. */
export async function readyToPay(
  shopper: AccountShopper,
  pick: SkuPick,
  delivery: Record<string, unknown> = LONDON,
): Promise<number> {
  expect((await shopper.add(pick, 1)).status).toBe(200);
  expect((await shopper.call('POST', CHECKOUT_API.cartAddress, { body: delivery })).status).toBe(
    200,
  );
  const consumer = { firstName: 'Ada', lastName: 'Lovelace', email: shopper.email };
  expect(
    (await shopper.call('POST', CHECKOUT_API.checkoutConsumer, { body: consumer })).status,
  ).toBe(200);
  const cart = await shopper.call<Cart>('GET', '/api/cart');
  const chosen = await shopper.call<Cart>('POST', CHECKOUT_API.shipping, {
    body: { id: cart.body.shipping.options[0]!.id },
  });
  expect(chosen.status).toBe(200);
  return chosen.body.cartSummary.totalCost;
}

/** Pays the account shopper's bag by card (a new one, stored or not, or a stored one's id). */
export async function payByCard(
  server: StartedServer,
  shopper: AccountShopper,
  site: SiteRuntime,
  total: number,
  how: { storeCard?: boolean; storedId?: string } = {},
) {
  const key = await publicKey(server.url);
  const cardField = how.storedId
    ? { storedPaymentMethodId: how.storedId }
    : await encryptCard(card('4111111111111111'), key);
  return shopper.call<PlacedOrder & { code?: string }>('POST', CHECKOUT_API.checkoutPayment, {
    body: {
      paymentMethod: 'creditcard',
      card: cardField,
      holderName: 'Ada Lovelace',
      expectedTotal: total,
      agreements: [...site.agreements],
      ...(how.storeCard ? { storeCard: true } : {}),
    },
    headers: { 'idempotency-key': randomUUID() },
  });
}
