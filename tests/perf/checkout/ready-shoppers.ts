/**
 * Shoppers ready to place an order, made before any timing starts: a session, a bag of lines,
 * the shipping step done, and a card (the success card of docs/payments.md) encrypted with the
 * provider's public key as the browser encrypts it — its blobs are good for a day. Each is paid
 * with the total its last cart answer showed, as the review step sends it.
 */
import { encryptCard, type EncryptedCard } from '../../../src/platform/payments/encrypt-card';
import type { PaymentBody } from '../../../src/shared/api/checkout-payment';
import type { Cart } from '../../../src/shared/domain/cart';
import { card, publicKey } from '../../api/helpers/payments';
import { openSession } from '../load/load-requests';
import { addLine, paymentBody, shippingStep, type Line } from './shopper-calls';

/** Visa, authorised (docs/payments.md "Test cards") */
export const SUCCESS_CARD = '4111111111111111';
/** how many shoppers are made side by side */
const MAKING_CONCURRENCY = 8;

export interface ReadyShopper {
  session: string;
  card: EncryptedCard;
  /** the bag as the shop last answered it */
  cart: Cart;
  body: PaymentBody;
}

export async function encryptedCard(url: string): Promise<EncryptedCard> {
  return encryptCard(card(SUCCESS_CARD), await publicKey(url));
}

/** A new session with one unit of each line in the bag and the shipping step done. */
export async function readyShopper(url: string, lines: readonly Line[]): Promise<ReadyShopper> {
  const session = await openSession(url);
  for (const line of lines) await addLine(url, session, line);
  const cart = await shippingStep(url, session);
  const encrypted = await encryptedCard(url);
  return {
    session,
    card: encrypted,
    cart,
    body: paymentBody(encrypted, cart.cartSummary.totalCost),
  };
}

/** `count` shoppers, the i-th with the bag `linesOf(i)`. */
export async function readyShoppers(
  url: string,
  count: number,
  linesOf: (i: number) => readonly Line[],
): Promise<ReadyShopper[]> {
  return mapConcurrently(
    Array.from({ length: count }, (_, i) => i),
    MAKING_CONCURRENCY,
    (i) => readyShopper(url, linesOf(i)),
  );
}

/** `work` on each item, at most `limit` at a time, results in the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
