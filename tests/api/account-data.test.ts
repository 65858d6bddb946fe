/**
 * The account's own data over HTTP (issue 14; docs/api.md "Account data"): the address book
 * (checkout's rules, one default per type, at most 20), checkout's saveShippingAddress, orders
 * placed in an account's session (history with keyset paging, details from a later session),
 * and the cards stored for the account (listed, paying, deleted through the provider).
 * Observed: the answers and the rows stored. On PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { accountShopperOf } from '../../src/server/checkout/shopper-reference';
import { accountAddresses, orders } from '../../src/server/db/schema';
import { providerStoredCards } from '../../src/server/payments/payment-tables';
import { newOrderReference } from '../../src/server/orders/order-reference';
import type { OrderHistory } from '../../src/shared/api/account-data';
import { ACCOUNT_API } from '../../src/shared/api/account-paths';
import type { AddressBook, SavedAddress } from '../../src/shared/api/addresses';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import type { StoredCards } from '../../src/shared/api/stored-cards';
import { API } from '../../src/shared/api/paths';
import { MAX_ADDRESSES } from '../../src/shared/constants';
import { createAccount } from './helpers/accounts';
import {
  accountShopper,
  payByCard,
  readyToPay,
  signedInShopper,
  type AccountShopper,
} from './helpers/account-shopper';
import { request, siteQuery } from './helpers/api';
import { DUBAI, DUBLIN, LONDON } from './helpers/checkout-client';
import { newKey, startOrderSuite, orderShopper, type OrderSuite } from './helpers/order-shopper';
import { onEachDatabase, type StartSuiteServer } from './helpers/suite-server';

const HOME = {
  countryCode: 'GB',
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Baker Street',
  city: 'London',
  postcode: 'nw1 6xe',
  email: 'ada@example.com',
  phoneNumber: '07400 123456',
} as const;

function accountDataSuite(start: StartSuiteServer) {
  let suite: OrderSuite;
  let gb: SiteRuntime;

  beforeAll(async () => {
    suite = await startOrderSuite(start);
    gb = suite.gb;
  });
  afterAll(() => suite?.server.close());

  const bookRows = (accountId: string) =>
    suite.server.app.db
      .select()
      .from(accountAddresses)
      .where(eq(accountAddresses.accountId, accountId));

  describe('the address book', () => {
    let shopper: AccountShopper;
    beforeAll(async () => {
      shopper = await accountShopper(suite.server, gb);
    });

    it('needs the bearer token, not a session: 401 without it', async () => {
      for (const token of [null, 'garbage']) {
        const answer = await shopper.call('GET', ACCOUNT_API.addresses, { token, session: null });
        expect(answer.status).toBe(401);
        expect(answer.body).toMatchObject({ code: 'UNAUTHORIZED' });
      }
      const answer = await shopper.call<AddressBook>('GET', ACCOUNT_API.addresses, {
        session: null,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toEqual({ addresses: [], canAddNewAddress: true });
    });

    it("refuses an address that breaks its country's rules, every rule at once, storing nothing", async () => {
      const answer = await shopper.call('POST', ACCOUNT_API.addresses, {
        body: { ...HOME, postcode: 'ZZ', phoneNumber: '12', city: '' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'ADDRESS_INVALID',
        details: {
          errors: {
            postcode: ['INVALID_FORMAT'],
            phoneNumber: ['INVALID_PHONE'],
            city: ['REQUIRED'],
          },
        },
      });
      expect(await bookRows(shopper.sub)).toEqual([]);
    });

    it('adds addresses normalised, the first of a type the default, one default per type', async () => {
      const first = await shopper.call<SavedAddress>('POST', ACCOUNT_API.addresses, { body: HOME });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        type: 'shipping',
        default: true,
        postcode: 'NW1 6XE',
        phoneNumber: '+447400123456',
        locale: 'en-GB',
      });
      const second = await shopper.call<SavedAddress>('POST', ACCOUNT_API.addresses, {
        body: { ...DUBLIN, addressType: undefined, default: true },
      });
      expect(second.body).toMatchObject({ default: true, countryCode: 'IE' });
      const billing = await shopper.call<SavedAddress>('POST', ACCOUNT_API.addresses, {
        body: { ...DUBAI, addressType: undefined },
        query: `type=billing&${siteQuery(gb)}`,
      });
      expect(billing.body).toMatchObject({ type: 'billing', default: true, region: 'AE-DU' });

      const shipping = await shopper.call<AddressBook>('GET', ACCOUNT_API.addresses);
      // only shipping addresses unless asked, the default first
      expect(shipping.body.addresses.map((a) => [a.id, a.default])).toEqual([
        [second.body.id, true],
        [first.body.id, false],
      ]);
      const billingBook = await shopper.call<AddressBook>('GET', ACCOUNT_API.addresses, {
        query: `type=billing&${siteQuery(gb)}`,
      });
      expect(billingBook.body.addresses.map((a) => a.id)).toEqual([billing.body.id]);

      // PUT replaces one and may make it the default again
      const changed = await shopper.call<SavedAddress>('PUT', ACCOUNT_API.address(first.body.id), {
        body: { ...HOME, addressLine1: '221B Baker Street', default: true },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ addressLine1: '221B Baker Street', default: true });
      const rows = await bookRows(shopper.sub);
      expect(rows.filter((row) => row.type === 'shipping' && row.isDefault)).toHaveLength(1);

      // and remove it
      const removed = await shopper.call('PUT', ACCOUNT_API.removeAddress(first.body.id));
      expect(removed.status).toBe(204);
      expect((await bookRows(shopper.sub)).map((row) => row.id)).not.toContain(first.body.id);
      for (const id of [first.body.id, 'not-a-uuid']) {
        expect((await shopper.call('PUT', ACCOUNT_API.removeAddress(id))).body).toMatchObject({
          status: 404,
          code: 'ADDRESS_NOT_FOUND',
        });
        expect(
          (await shopper.call('PUT', ACCOUNT_API.address(id), { body: HOME })).body,
        ).toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND' });
      }
    });

    it(`holds at most ${MAX_ADDRESSES}: then 409 ADDRESS_BOOK_FULL and canAddNewAddress false`, async () => {
      const full = await accountShopper(suite.server, gb);
      const adds = Array.from({ length: MAX_ADDRESSES + 3 }, (_, index) =>
        full.call('POST', ACCOUNT_API.addresses, {
          body: { ...HOME, addressLine1: `${index + 1} Baker Street` },
        }),
      );
      const statuses = (await Promise.all(adds)).map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ADDRESSES);
      expect(statuses.filter((status) => status === 409)).toHaveLength(3);
      const refused = await full.call('POST', ACCOUNT_API.addresses, { body: HOME });
      expect(refused.body).toMatchObject({ status: 409, code: 'ADDRESS_BOOK_FULL' });
      const book = await full.call<AddressBook>('GET', ACCOUNT_API.addresses);
      expect(book.body.addresses).toHaveLength(MAX_ADDRESSES);
      expect(book.body.canAddNewAddress).toBe(false);
      expect((await bookRows(full.sub)).filter((row) => row.isDefault)).toHaveLength(1);
    });
  });

  it("checkout's delivery address joins the book once (saveShippingAddress), never a guest's", async () => {
    const shopper = await accountShopper(suite.server, gb);
    const push = (body: object) => shopper.call('POST', CHECKOUT_API.cartAddress, { body });
    expect((await push(LONDON)).status).toBe(200);
    expect((await push({ ...LONDON, postcode: 'NW1 6XE' })).status).toBe(200);
    expect((await push({ ...DUBLIN, saveShippingAddress: false })).status).toBe(200);
    expect((await push({ ...LONDON, addressType: 'BILLING', city: 'Leeds' })).status).toBe(200);
    const book = await shopper.call<AddressBook>('GET', ACCOUNT_API.addresses);
    expect(book.body.addresses).toEqual([
      expect.objectContaining({ city: 'London', postcode: 'NW1 6XE', default: true }),
    ]);
    // a guest's address is kept in no book
    const before = (await suite.server.app.db.select().from(accountAddresses)).length;
    await orderShopper(suite.server, gb, await suite.freshSku(5), 1);
    expect((await suite.server.app.db.select().from(accountAddresses)).length).toBe(before);
  });

  it('orders of the account: history, details from a later session, stored cards that follow', async () => {
    const account = await createAccount(suite.server.url, suite.server.app.db);
    const shopper = await signedInShopper(suite.server, gb, account);
    const pick = await suite.freshSku(5);
    const total = await readyToPay(shopper, pick);
    const paid = await payByCard(suite.server, shopper, gb, total, { storeCard: true });
    expect(paid.body).toMatchObject({ status: 'PAID' });
    const reference = paid.body.orderReference;
    const [row] = await suite.server.app.db
      .select()
      .from(orders)
      .where(eq(orders.reference, reference));
    expect(row?.accountId).toBe(account.sub);

    // a guest order with the account's e-mail is not attached
    const guest = await orderShopper(suite.server, gb, await suite.freshSku(5), 1);
    await guest.consumer({ firstName: 'Ada', lastName: 'Lovelace', email: account.email });
    const guestPaid = await guest.pay(await guest.cardBody('4111111111111111'), newKey());
    expect(guestPaid.body).toMatchObject({ status: 'PAID' });

    const history = await shopper.call<OrderHistory>('GET', ACCOUNT_API.orderHistory, {
      session: null,
    });
    expect(history.status).toBe(200);
    expect(history.body).toEqual({
      orders: [
        {
          orderReference: reference,
          status: 'PAID',
          placedAt: expect.any(String),
          total,
          currency: gb.currency,
          countryCode: gb.countryCode,
          itemCount: 1,
          thumbnails: [expect.any(String)],
        },
      ],
      lastKey: null,
      lastKeyTs: null,
    });

    // the cards follow the account: listed, paying in a later session, deleted
    const cards = await shopper.call<StoredCards>('GET', ACCOUNT_API.paymentMethods);
    expect(cards.body.storedCards).toEqual([expect.objectContaining({ lastFour: '1111' })]);
    const cardId = cards.body.storedCards[0]!.id;
    expect((await shopper.call('GET', API.logout)).status).toBe(204);
    const later = await signedInShopper(suite.server, gb, account);
    const details = await later.call<{ orderReference: string }>('GET', `/api/order/${reference}`);
    expect(details.status).toBe(200);
    expect(details.body.orderReference).toBe(reference);
    const inCheckout = await later.call<StoredCards>('GET', CHECKOUT_API.storedCards);
    expect(inCheckout.body.storedCards.map((card) => card.id)).toEqual([cardId]);
    const againTotal = await readyToPay(later, await suite.freshSku(5));
    const again = await payByCard(suite.server, later, gb, againTotal, { storedId: cardId });
    expect(again.body).toMatchObject({ status: 'PAID' });

    expect((await later.call('DELETE', ACCOUNT_API.paymentMethod(cardId))).status).toBe(204);
    expect(
      (await later.call<StoredCards>('GET', ACCOUNT_API.paymentMethods)).body.storedCards,
    ).toEqual([]);
    expect((await later.call('DELETE', ACCOUNT_API.paymentMethod(cardId))).body).toMatchObject({
      status: 404,
      code: 'STORED_CARD_UNKNOWN',
    });
  });

  it("lists the account's expired cards too, to be removed, which the payment step never offers", async () => {
    const account = await createAccount(suite.server.url, suite.server.app.db);
    const shopper = await signedInShopper(suite.server, gb, account);
    // a card stored years ago that has since expired, and one that has not
    const base = { shopperReference: accountShopperOf(account.sub), behaviour: 'authorise' };
    await suite.server.app.db.insert(providerStoredCards).values([
      {
        ...base,
        storedPaymentMethodId: 'SPMEXPIRED0001',
        cardBrand: 'mc',
        lastFour: '4444',
        expiryMonth: 1,
        expiryYear: 2021,
        createdAt: new Date('2020-01-01T00:00:00Z'),
      },
      {
        ...base,
        storedPaymentMethodId: 'SPMCURRENT0001',
        cardBrand: 'visa',
        lastFour: '1111',
        expiryMonth: 3,
        expiryYear: 2039,
      },
    ]);
    const listed = await shopper.call<StoredCards>('GET', ACCOUNT_API.paymentMethods);
    expect(listed.body.storedCards).toEqual([
      { id: 'SPMCURRENT0001', brand: 'visa', lastFour: '1111', expiryMonth: 3, expiryYear: 2039 },
      { id: 'SPMEXPIRED0001', brand: 'mc', lastFour: '4444', expiryMonth: 1, expiryYear: 2021 },
    ]);
    const offered = await shopper.call<StoredCards>('GET', CHECKOUT_API.storedCards);
    expect(offered.body.storedCards.map((card) => card.id)).toEqual(['SPMCURRENT0001']);
    expect((await shopper.call('DELETE', ACCOUNT_API.paymentMethod('SPMEXPIRED0001'))).status).toBe(
      204,
    );
    const left = await suite.server.app.db
      .select({ id: providerStoredCards.storedPaymentMethodId })
      .from(providerStoredCards)
      .where(eq(providerStoredCards.shopperReference, base.shopperReference));
    expect(left).toEqual([{ id: 'SPMCURRENT0001' }]);
  });

  it('pages the history by keyset: 10 at most, newest first, ties by reference', async () => {
    const shopper = await accountShopper(suite.server, gb);
    const base = Date.parse('2026-01-01T10:00:00.000Z');
    const placed = Array.from({ length: 23 }, (_, index) => ({
      reference: newOrderReference(),
      // pairs of orders share a millisecond: the reference decides between them
      createdAt: new Date(base + Math.floor(index / 2) * 1000),
    }));
    await suite.server.app.db.insert(orders).values(
      placed.map(({ reference, createdAt }) => ({
        reference,
        accountId: shopper.sub,
        site: gb.siteTag,
        language: 'en',
        currency: gb.currency,
        status: 'PAID' as const,
        itemCost: 1000,
        discountProduct: 0,
        deliveryCost: 0,
        discountShipping: 0,
        tax: 0,
        total: 1000,
        snapshot: {
          consumer: {},
          deliveryAddress: null,
          billingAddress: null,
          shipping: null,
          paymentMethod: 'creditcard',
          promotions: [],
        },
        createdAt,
      })),
    );
    const expected = [...placed]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() || (a.reference < b.reference ? 1 : -1),
      )
      .map((order) => order.reference);

    const seen: string[] = [];
    let query = siteQuery(gb);
    const sizes: number[] = [];
    for (;;) {
      const page = await shopper.call<OrderHistory>('GET', ACCOUNT_API.orderHistory, {
        query: `pageSize=50&${query}`,
      });
      expect(page.status).toBe(200);
      sizes.push(page.body.orders.length);
      seen.push(...page.body.orders.map((order) => order.orderReference));
      if (page.body.lastKey === null) break;
      query = `lastKey=${page.body.lastKey}&lastKeyTs=${encodeURIComponent(page.body.lastKeyTs!)}&${siteQuery(gb)}`;
    }
    expect(sizes).toEqual([10, 10, 3]);
    expect(seen).toEqual(expected);

    for (const bad of [
      'pageSize=0',
      'pageSize=x',
      'lastKey=ABC',
      'lastKey=A&lastKeyTs=never',
      'lastKey=A&lastKeyTs=75005',
    ]) {
      const answer = await shopper.call('GET', ACCOUNT_API.orderHistory, {
        query: `${bad}&${siteQuery(gb)}`,
      });
      expect(answer.body, bad).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    }
  });

  it('a request without a token gets nothing of the account data: 401 for each route', async () => {
    const url = (path: string) => `${suite.server.url}${path}?${siteQuery(gb)}`;
    const calls = [
      ['GET', ACCOUNT_API.addresses],
      ['POST', ACCOUNT_API.addresses],
      ['PUT', ACCOUNT_API.address('00000000-0000-4000-8000-000000000000')],
      ['PUT', ACCOUNT_API.removeAddress('00000000-0000-4000-8000-000000000000')],
      ['GET', ACCOUNT_API.paymentMethods],
      ['DELETE', ACCOUNT_API.paymentMethod('SPM1')],
      ['GET', ACCOUNT_API.orderHistory],
    ] as const;
    for (const [method, path] of calls) {
      const answer = await request(url(path), { method, body: method === 'GET' ? undefined : {} });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
  });
}

onEachDatabase(accountDataSuite);
