/**
 * Account sessions over HTTP (issue 14; docs/api.md "Account sessions"): POST /api/session opens
 * the account's one session, shared by its devices; the shopper's anonymous bag and favourites
 * merge into it within the cart limits and the anonymous session ends; a session bound to an
 * account answers 401 to any call without its owner's token; logout ends it. Observed: the
 * answers, and the rows stored. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { sessions } from '../../src/server/db/schema';
import { API, SESSION_HEADER } from '../../src/shared/api/paths';
import { createAccount } from './helpers/accounts';
import { accountShopper, openAccountSession, signedInShopper } from './helpers/account-shopper';
import { openSession, request, siteQuery } from './helpers/api';
import { cartClient } from './helpers/cart-client';
import type { Fixtures, SkuPick } from './helpers/fixtures';
import { NO_RATE_LIMITS } from './helpers/fuzz/fuzz-operation';
import { setSku } from './helpers/skus';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';

interface Bag {
  items: { sku: string; quantity: number }[];
}
interface FavouriteList {
  variantIds: string[];
  revision: number;
}

function accountSessionsSuite(start: StartSuiteServer) {
  let server: StartedServer;
  let fixtures: Fixtures;
  let gb: SiteRuntime;
  let picks = 0;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, {
      overrides: { rateLimits: NO_RATE_LIMITS },
      campaigns: [],
    }));
    gb = fixtures.site('gb');
  });
  afterAll(() => server?.close());

  const freshSku = async (stock = 20): Promise<SkuPick> => {
    const pick = fixtures.stocked(1, picks++);
    await setSku(server.app.db, pick.sku.sku, { stock });
    return pick;
  };
  const quantities = (bag: Bag) =>
    Object.fromEntries(bag.items.map((item) => [item.sku, item.quantity]));
  const favouritesUrl = () => `${server.url}${API.favourites}?${siteQuery(gb)}`;

  it('refuses POST /api/session without a valid bearer token: 401, no session opened', async () => {
    const before = (await server.app.db.select().from(sessions)).length;
    for (const token of [null, 'not-a-token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.']) {
      const answer = await openAccountSession(server, gb, token);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
    expect((await server.app.db.select().from(sessions)).length).toBe(before);
  });

  it("opens the account's one session, the same on every device, bound to the account", async () => {
    const account = await createAccount(server.url, server.app.db);
    const phone = await signedInShopper(server, gb, account);
    const laptop = await signedInShopper(server, gb, account);
    expect(laptop.session).toBe(phone.session);
    const [row] = await server.app.db.select().from(sessions).where(eq(sessions.id, phone.session));
    expect(row?.accountId).toBe(account.sub);
    const pick = await freshSku();
    expect((await phone.add(pick, 2)).status).toBe(200);
    // the bag follows the account to the other device, its consumer naming the account
    const bag = await laptop.call<Bag & { consumer: { accountId: string | null } }>(
      'GET',
      '/api/cart',
    );
    expect(quantities(bag.body)).toEqual({ [pick.sku.sku]: 2 });
    expect(bag.body.consumer.accountId).toBe(account.sub);
  });

  it('opens one session for sign-ins of one account at the same time', async () => {
    const account = await createAccount(server.url, server.app.db);
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openAccountSession(server, gb, account.accessToken)),
    );
    expect(opened.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(opened.map((answer) => answer.body.sessionId)).size).toBe(1);
    const rows = await server.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, account.sub));
    expect(rows).toHaveLength(1);
  });

  it('merges the anonymous bag by sku within the limits, then ends the anonymous session', async () => {
    const shared = await freshSku(20);
    const fresh = await freshSku(20);
    const scarce = await freshSku(3);
    const account = await createAccount(server.url, server.app.db);
    const before = await signedInShopper(server, gb, account);
    await before.add(shared, 8);
    await setSku(server.app.db, scarce.sku.sku, { stock: 3 });
    await before.add(scarce, 2);

    const anonymous = await cartClient(server.url, gb);
    expect((await anonymous.add(shared, 5)).status).toBe(200);
    expect((await anonymous.add(fresh, 3)).status).toBe(200);
    expect((await anonymous.add(scarce, 1)).status).toBe(200);
    await setSku(server.app.db, scarce.sku.sku, { stock: 2 }); // sold elsewhere meanwhile

    const after = await signedInShopper(server, gb, account, anonymous.session);
    expect(after.session).toBe(before.session);
    const bag = await after.call<Bag>('GET', '/api/cart');
    expect(quantities(bag.body)).toEqual({
      [shared.sku.sku]: 10, // 8 + 5, held to 10 of a piece
      [fresh.sku.sku]: 3,
      [scarce.sku.sku]: 2, // nothing added beyond the stock left
    });
    // the anonymous session is ended
    expect((await anonymous.read()).status).toBe(401);
  });

  it('leaves a session of another account alone: it merges nothing and stays', async () => {
    const owner = await accountShopper(server, gb);
    const pick = await freshSku();
    await owner.add(pick, 1);
    const thief = await accountShopper(server, gb);
    const again = await signedInShopper(
      server,
      gb,
      { sub: thief.sub, email: thief.email, accessToken: thief.token },
      owner.session,
    );
    expect(quantities((await again.call<Bag>('GET', '/api/cart')).body)).toEqual({});
    expect(quantities((await owner.call<Bag>('GET', '/api/cart')).body)).toEqual({
      [pick.sku.sku]: 1,
    });
  });

  it("answers 401 to a call naming an account's session without its owner's valid token", async () => {
    const owner = await accountShopper(server, gb);
    const other = await accountShopper(server, gb);
    const pick = await freshSku();
    const attempts = [
      ['GET', '/api/cart', undefined],
      ['POST', '/api/cart', { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 }],
      ['GET', API.favourites, undefined],
      ['GET', '/api/checkout/stored-cards', undefined],
      ['GET', '/api/order/ABCD-2345', undefined],
      ['GET', API.logout, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      for (const token of [null, 'garbage', other.token]) {
        const answer = await owner.call(method, path, { body, token });
        expect(answer.status, `${method} ${path} with ${String(token).slice(0, 8)}`).toBe(401);
        expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED' });
      }
    }
    // nothing was added, and the owner still uses the session
    const bag = await owner.call<Bag>('GET', '/api/cart');
    expect(bag.status).toBe(200);
    expect(bag.body.items).toEqual([]);
  });

  it('keeps favourites with the account: merged at sign-in, shared by its devices', async () => {
    const variants = fixtures.products.slice(0, 4).map((product) => product.variants[0]!.id);
    const account = await createAccount(server.url, server.app.db);
    const phone = await signedInShopper(server, gb, account);
    await phone.call('PUT', API.favourites, {
      body: { variantIds: [variants[0], variants[1]], revision: 1_000 },
    });
    const anonymous = await openSession(server.url, gb);
    const put = await request(favouritesUrl(), {
      method: 'PUT',
      session: anonymous,
      body: { variantIds: [variants[2], variants[1]], revision: 2_000 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(put.status).toBe(200);

    const laptop = await signedInShopper(server, gb, account, anonymous);
    const merged = await laptop.call<FavouriteList>('GET', API.favourites);
    // both lists, the newer one's pieces first, a revision past both
    expect(merged.body).toEqual({
      variantIds: [variants[2], variants[1], variants[0]],
      revision: 2_001,
    });
    await laptop.call('PUT', API.favourites, {
      body: { variantIds: [variants[3]], revision: 3_000 },
    });
    expect((await phone.call<FavouriteList>('GET', API.favourites)).body.variantIds).toEqual([
      variants[3],
    ]);
  });

  it("logout leaves the account's session, bag and all, to its next sign-in", async () => {
    const account = await createAccount(server.url, server.app.db);
    const shopper = await signedInShopper(server, gb, account);
    const variant = fixtures.products[0]!.variants[0]!.id;
    await shopper.call('PUT', API.favourites, { body: { variantIds: [variant], revision: 5 } });
    const pick = await freshSku();
    await shopper.add(pick, 1);

    expect((await shopper.call('GET', API.logout, { token: null })).status).toBe(401);
    const out = await shopper.call('GET', API.logout);
    expect(out.status).toBe(204);
    // the signed-out device has no token now: the session answers it as unknown
    expect((await shopper.call('GET', '/api/cart', { token: null })).status).toBe(401);

    const back = await signedInShopper(server, gb, account);
    expect(back.session).toBe(shopper.session);
    expect((await back.call<Bag>('GET', '/api/cart')).body.items.map((item) => item.sku)).toEqual([
      pick.sku.sku,
    ]);
    expect((await back.call<FavouriteList>('GET', API.favourites)).body.variantIds).toEqual([
      variant,
    ]);
    // an anonymous session logs out too: it is ended
    const basic = await openSession(server.url, gb);
    const ended = await request(`${server.url}${API.logout}?${siteQuery(gb)}`, { session: basic });
    expect(ended.status).toBe(204);
    expect(
      (await request(`${server.url}/api/cart?${siteQuery(gb)}`, { session: basic })).status,
    ).toBe(401);
    expect(ended.headers.get(SESSION_HEADER)).toBeNull();
  });
}

onEachDatabase(accountSessionsSuite);
