/**
 * Uses the shop as shoppers would until every table holds rows: a session with a cart line,
 * checkout's delivery address, consumer and shipping option, favourites, a back-in-stock
 * subscription and insights events, the outbox writes carrying Idempotency-Keys, a card
 * payment that stores its card, another shopper's order placed and paid, a US shopper's sales
 * tax calculated, a solved captcha challenge redeemed, and an account signed up, signed in
 * (its refresh token), with a saved address and favourites, and a password reset asked for (a
 * code waiting in the mailbox). Databases filled this way show whether a copy lost any kind of
 * row.
 */
import { randomUUID } from 'node:crypto';
import { countRows } from '../../../src/server/db/table-rows';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import { ACCOUNT_API } from '../../../src/shared/api/account-paths';
import { accountShopper } from './account-shopper';
import { openSession, request, siteQuery } from './api';
import { LONDON } from './checkout-client';
import { encryptedBody, publicKey } from './payments';
import { solvedHeader } from './captcha';
import { loadFixtures } from './fixtures';
import { newKey, orderShopper } from './order-shopper';
import type { StartedServer } from './start-server';
import { CLIENT_ID, callIdentity } from './identity-client';
import { LOS_ANGELES, taxShopper } from './tax-shopper';

export interface Shopper {
  session: string;
  /** the path of the session's cart, which holds one line */
  cartPath: string;
}

export async function useEveryTable(server: StartedServer): Promise<Shopper> {
  const fixtures = await loadFixtures(server.app);
  const gb = fixtures.site('gb');
  const query = siteQuery(gb);
  const session = await openSession(server.url, gb);
  const stocked = fixtures.stocked();
  const wanted = fixtures.unorderable();
  const payment = await encryptedBody(await publicKey(server.url), '4111111111111111', {
    storePaymentMethod: true,
    shopperReference: 'shopper-1',
  });
  const writes = await Promise.all([
    request(`${server.url}/api/cart?${query}`, {
      method: 'POST',
      session,
      body: { productId: stocked.product.productId, sku: stocked.sku.sku, quantity: 1 },
    }),
    request(`${server.url}/api/favorites?${query}`, {
      method: 'PUT',
      session,
      headers: { 'idempotency-key': randomUUID() },
      body: { variantIds: [`${stocked.product.productId}-${stocked.colour}`], revision: 1 },
    }),
    request(`${server.url}/marketing/back-in-stock?${query}`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: {
        email: 'waiting@example.com',
        sku: wanted.sku.sku,
        variantId: `${wanted.product.productId}-${wanted.colour}`,
      },
    }),
    request(`${server.url}/search/1/events`, {
      method: 'POST',
      body: {
        events: [
          {
            eventType: 'view',
            eventName: 'Product Viewed',
            index: 'vitrine_gb_en',
            userToken: 'user-1',
            objectIDs: [`${stocked.product.productId}-${stocked.colour}`],
          },
        ],
      },
    }),
    request(`${server.url}/pay/v1/payments`, {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: payment,
    }),
  ]);
  // the checkout's writes, once the cart holds its line
  for (const [path, body] of [
    [CHECKOUT_API.cartAddress, LONDON],
    [
      CHECKOUT_API.checkoutConsumer,
      { firstName: 'Ada', lastName: 'King', email: 'ada@example.com' },
    ],
    [CHECKOUT_API.shipping, { id: 'STANDARD' }],
  ] as const)
    writes.push(await request(`${server.url}${path}?${query}`, { method: 'POST', session, body }));
  // another shopper's order, so the first one's bag keeps its line
  const buyer = await orderShopper(server, gb, fixtures.stocked(1, 1));
  writes.push(await buyer.pay(await buyer.cardBody('4111111111111111'), newKey()));
  // a US shopper whose sales tax is calculated (the calculation lands after the answer)
  const taxed = await taxShopper(server.url, fixtures.site('us'));
  writes.push(await taxed.add(fixtures.stocked(1, 2), 1));
  writes.push(await taxed.address(LOS_ANGELES));
  writes.push(await taxed.shipping({ id: 'STANDARD' }));
  writes.push(await taxed.calculateTax());
  const tax = await taxed.settledTax();
  if (tax.taxStatus !== 'DONE') throw new Error(`tax not calculated: ${tax.taxStatus}`);
  // a solved challenge, redeemed as the captcha gate redeems one (single use)
  const redeemed = await server.app.captcha.redeem(await solvedHeader(server.url, 'v2'), 'v2');
  if (!redeemed.ok) throw new Error(`captcha not redeemed: ${redeemed.reason}`);
  // an account: signed up and in, an address saved, favourites of its own, a reset code asked for
  const member = await accountShopper(server, gb);
  writes.push(
    await member.call('POST', ACCOUNT_API.addresses, {
      query: `type=shipping&${query}`,
      body: { ...LONDON, addressType: undefined },
    }),
  );
  writes.push(
    await member.call('PUT', '/api/favorites', {
      headers: { 'idempotency-key': randomUUID() },
      body: { variantIds: [`${stocked.product.productId}-${stocked.colour}`], revision: 1 },
    }),
  );
  writes.push(
    await callIdentity(server.url, 'ForgotPassword', {
      ClientId: CLIENT_ID,
      Username: member.email,
    }),
  );
  const failed = writes.filter((write) => write.status >= 300);
  if (failed.length > 0) throw new Error(`writes failed: ${JSON.stringify(failed)}`);
  const empty = Object.entries(await countRows(server.app.db)).filter(([, rows]) => rows === 0);
  if (empty.length > 0) throw new Error(`tables still empty: ${empty.map(([t]) => t).join()}`);
  return { session, cartPath: `/api/cart?${query}` };
}
