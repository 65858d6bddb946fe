/**
 * The authorisation matrix of the account data (issue 14 "Authorisation"): shopper B, signed in
 * with B's own valid token, asks for what is shopper A's — addresses, cards, orders, favourites,
 * cart — by id, in every verb. Each cell answers 404 where B asks in B's own name (the thing is
 * not B's, and is told apart from nothing that does not exist), and 401 where B names A's
 * session: a session bound to an account is refused without its owner's token, as an unknown
 * session is, so the app opens a session of its own. A basic session guessing another's id is
 * refused the same way. Every cell also checks A's data is unchanged. On PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { accountAddresses, accountFavouriteLists } from '../../src/server/db/schema';
import type { OrderHistory } from '../../src/shared/api/account-data';
import { ACCOUNT_API } from '../../src/shared/api/account-paths';
import type { SavedAddress } from '../../src/shared/api/addresses';
import type { StoredCards } from '../../src/shared/api/stored-cards';
import { API } from '../../src/shared/api/paths';
import {
  accountShopper,
  payByCard,
  readyToPay,
  type AccountShopper,
} from './helpers/account-shopper';
import { openSession, request, siteQuery } from './helpers/api';
import { startOrderSuite, type OrderSuite } from './helpers/order-shopper';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

const HOME = {
  countryCode: 'GB',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Baker Street',
  city: 'London',
  postcode: 'NW1 6XE',
  email: 'ada@example.com',
} as const;

function idorSuite(start: StartSuiteServer) {
  let suite: OrderSuite;
  let gb: SiteRuntime;
  let a: AccountShopper;
  let b: AccountShopper;
  let address: SavedAddress;
  let cardId: string;
  let orderReference: string;

  beforeAll(async () => {
    suite = await startOrderSuite(start);
    gb = suite.gb;
    a = await accountShopper(suite.server, gb);
    b = await accountShopper(suite.server, gb);
    address = (await a.call<SavedAddress>('POST', ACCOUNT_API.addresses, { body: HOME })).body;
    const total = await readyToPay(a, await suite.freshSku(5));
    const paid = await payByCard(suite.server, a, gb, total, { storeCard: true });
    orderReference = paid.body.orderReference;
    cardId = (await a.call<StoredCards>('GET', ACCOUNT_API.paymentMethods)).body.storedCards[0]!.id;
    const variant = suite.fixtures.products[0]!.variants[0]!.id;
    await a.call('PUT', API.favourites, { body: { variantIds: [variant], revision: 7 } });
    await a.add(await suite.freshSku(5), 1);
  });
  afterAll(() => suite?.server.close());

  /** What A holds, to compare after every cell. */
  const snapshotOfA = async () => ({
    addresses: await suite.server.app.db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, a.sub)),
    favourites: await suite.server.app.db
      .select()
      .from(accountFavouriteLists)
      .where(eq(accountFavouriteLists.accountId, a.sub)),
    cards: (await a.call<StoredCards>('GET', ACCOUNT_API.paymentMethods)).body,
    cart: (await a.call('GET', '/api/cart')).body,
  });

  describe("404: B, in B's own name, asks for A's things by id", () => {
    const cells = () =>
      [
        ['GET', `/api/order/${orderReference}`, undefined, 'ORDER_NOT_FOUND'],
        ['PUT', ACCOUNT_API.address(address.id), HOME, 'ADDRESS_NOT_FOUND'],
        ['PUT', ACCOUNT_API.removeAddress(address.id), undefined, 'ADDRESS_NOT_FOUND'],
        ['DELETE', ACCOUNT_API.paymentMethod(cardId), undefined, 'STORED_CARD_UNKNOWN'],
      ] as const;

    it("every by-id cell: 404, and A's data unchanged", async () => {
      const before = await snapshotOfA();
      for (const [method, path, body, code] of cells()) {
        const answer = await b.call(method, path, { body });
        expect(answer.status, `${method} ${path}`).toBe(404);
        expect(answer.body).toMatchObject({ status: 404, code });
      }
      expect(await snapshotOfA()).toEqual(before);
    });

    it("B's lists hold nothing of A's: addresses, cards, orders, favourites, cart", async () => {
      const book = await b.call<{ addresses: SavedAddress[] }>('GET', ACCOUNT_API.addresses);
      expect(book.body.addresses).toEqual([]);
      const cards = await b.call<StoredCards>('GET', ACCOUNT_API.paymentMethods);
      expect(cards.body.storedCards).toEqual([]);
      const history = await b.call<OrderHistory>('GET', ACCOUNT_API.orderHistory);
      expect(history.body.orders).toEqual([]);
      const favourites = await b.call<{ variantIds: string[] }>('GET', API.favourites);
      expect(favourites.body.variantIds).toEqual([]);
      const cart = await b.call<{ items: unknown[] }>('GET', '/api/cart');
      expect(cart.body.items).toEqual([]);
    });
  });

  describe("401: B names A's session with B's token (a bound session needs its owner's token)", () => {
    const cells = [
      ['GET', '/api/cart', undefined],
      ['PUT', API.favourites, { variantIds: [], revision: 9_999_999 }],
      ['GET', API.favourites, undefined],
      ['POST', '/api/cart/address', { addressType: 'DELIVERY', ...HOME }],
      ['GET', '/api/checkout/stored-cards', undefined],
      ['GET', `/api/order/{ref}`, undefined],
      ['GET', API.logout, undefined],
    ] as const;

    for (const [method, path, body] of cells) {
      it(`${method} ${path} with A's session and B's token: 401, nothing changed`, async () => {
        const before = await snapshotOfA();
        const answer = await b.call(method, path.replace('{ref}', orderReference), {
          body,
          session: a.session,
        });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
        expect(await snapshotOfA()).toEqual(before);
      });
    }
  });

  it("401: a basic session guessing another session's id gets nothing of either", async () => {
    const victim = await openSession(suite.server.url, gb);
    const guesses = [a.session, victim.replace(/.$/, (c) => (c === '0' ? '1' : '0'))];
    for (const guess of guesses) {
      const answer = await request(`${suite.server.url}/api/cart?${siteQuery(gb)}`, {
        session: guess,
      });
      expect(answer.status).toBe(401);
    }
    // and a basic session asking for A's order by reference gets 404
    const order = await request(
      `${suite.server.url}/api/order/${orderReference}?${siteQuery(gb)}`,
      {
        session: victim,
      },
    );
    expect(order.body).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
  });
}

onEachDatabase(idorSuite);
