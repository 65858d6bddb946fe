/**
 * The calls bench:checkout sends, as the app sends them (same-origin headers, the shopping
 * session, the GB site in English): the bag, the shipping step's address, consumer and option,
 * and placing the order with a card encrypted as the browser encrypts it; and the test hook
 * (VITRINE_TEST_HOOKS=1) that sets a sku's stock with the write the catalogue's stock feed takes.
 * A call that gets no answer (the server gone) rejects; any answer resolves with its status.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../../content/site-config';
import { IDEMPOTENCY_HEADER, SESSION_HEADER, API } from '../../../src/shared/api/paths';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import type { PaymentBody, PlacedOrder } from '../../../src/shared/api/checkout-payment';
import type { Cart } from '../../../src/shared/domain/cart';
import { AVAILABILITY } from '../../../src/shared/domain/availability';
import { TEST_STOCK_PATH } from '../../../src/server/test-hooks/test-hook-routes';
import type { EncryptedCard } from '../../../src/platform/payments/encrypt-card';
import { LONDON } from '../../api/helpers/checkout-client';
import { browserHeaders, siteQuery } from '../load/load-requests';

export interface Answer<T> {
  status: number;
  body: T;
}

/** An error answer in the server's one shape. */
export interface ErrorBody {
  code?: string;
  message?: string;
}

export interface Line {
  productId: string;
  sku: string;
}

async function call<T>(
  url: string,
  path: string,
  init: { method?: string; session?: string; body?: unknown; headers?: Record<string, string> },
): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...browserHeaders(url),
    ...init.headers,
  };
  if (init.session) headers[SESSION_HEADER] = init.session;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const withSite = (path: string) => `${path}?${siteQuery}`;

/** Throws unless the answer is `expected`, saying which call failed and what the shop said. */
function expectStatus<T>(what: string, answer: Answer<T>, expected = 200): T {
  if (answer.status !== expected)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  return answer.body;
}

/** Sets a sku's stock, available from stock, as the stock feed would (the test hook). */
export async function setStock(url: string, sku: string, stock: number): Promise<void> {
  const answer = await call(url, TEST_STOCK_PATH, {
    method: 'POST',
    body: { sku, stock, availability: AVAILABILITY.available },
  });
  if (answer.status === 404 && (answer.body as ErrorBody).code === 'NOT_FOUND')
    throw new Error(`the shop has no test hooks (VITRINE_TEST_HOOKS=1) or no sku ${sku}`);
  expectStatus(`setting the stock of ${sku}`, answer);
}

export const addLine = async (url: string, session: string, line: Line, quantity = 1) =>
  expectStatus(
    `adding ${line.sku}`,
    await call<Cart>(url, withSite(API.cart), {
      method: 'POST',
      session,
      body: { ...line, quantity },
    }),
  );

export const removeLine = async (url: string, session: string, itemId: string) =>
  expectStatus(
    'removing a line',
    await call<Cart>(url, withSite(API.cartItem(itemId)), {
      method: 'PUT',
      session,
      body: { quantity: 0 },
    }),
  );

/** The shipping step: a London delivery address, the consumer, the first option offered. */
export async function shippingStep(url: string, session: string): Promise<Cart> {
  const post = async (what: string, path: string, body: unknown) =>
    expectStatus(what, await call<Cart>(url, withSite(path), { method: 'POST', session, body }));
  await post('the delivery address', CHECKOUT_API.cartAddress, LONDON);
  const { firstName, lastName, email } = LONDON;
  const cart = await post('the consumer', CHECKOUT_API.checkoutConsumer, {
    firstName,
    lastName,
    email,
  });
  const option = cart.shipping.options[0];
  if (!option) throw new Error('the shop offers no shipping option to London');
  return post('the shipping option', CHECKOUT_API.shipping, { id: option.id });
}

/** What the review step sends: the encrypted card and the total the shopper was shown. */
export const paymentBody = (card: EncryptedCard, expectedTotal: number): PaymentBody => ({
  paymentMethod: 'creditcard',
  card,
  holderName: `${LONDON.firstName} ${LONDON.lastName}`,
  expectedTotal,
  agreements: [...CHECKOUT_AGREEMENT_IDS],
});

/** An order's answer, or an error's (then only `code` and `message`). */
export type OrderAnswer = Omit<PlacedOrder, 'code'> & ErrorBody;

/** POST /api/checkout/payment with an Idempotency-Key; rejects when no answer comes. */
export const placeOrder = (url: string, session: string, key: string, body: PaymentBody) =>
  call<OrderAnswer>(url, withSite(CHECKOUT_API.checkoutPayment), {
    method: 'POST',
    session,
    body,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
