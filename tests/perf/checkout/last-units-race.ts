/**
 * Issue 13's race: RACE_BUYERS shoppers, each with one unit of the same sku in the bag, place
 * their orders at the same moment when only RACE_UNITS units are left. Every run must give
 * exactly RACE_UNITS orders, PAID, and refuse every other buyer 409 UNAVAILABLE_ITEMS; the
 * audit then finds the sku at stock 0 with RACE_UNITS units sold. Each run sells its own sku,
 * so every run's stock can be read back at the end (PGlite cannot be read while the shop runs).
 * The buyers are the same sessions run after run: a winner's bag was emptied by the payment, a
 * loser's still holds the last run's sku, which goes before the next run's is added.
 */
import { randomUUID } from 'node:crypto';
import type { EncryptedCard } from '../../../src/platform/payments/encrypt-card';
import type { PaymentBody } from '../../../src/shared/api/checkout-payment';
import type { Cart } from '../../../src/shared/domain/cart';
import { mapConcurrently, readyShoppers } from './ready-shoppers';
import { addLine, paymentBody, placeOrder, removeLine, type Line } from './shopper-calls';

export const RACE_BUYERS = 50;
export const RACE_UNITS = 10;

export interface RaceRun {
  sku: string;
  /** the references answered PAID */
  paid: string[];
  /** buyers refused 409 UNAVAILABLE_ITEMS */
  soldOut: number;
  /** any other answer, as status and code */
  unexpected: string[];
}

interface Buyer {
  session: string;
  card: EncryptedCard;
  body: PaymentBody;
  /** the bag's line of the last run's sku, when the buyer did not get it */
  held?: string;
}

const lineOf = (cart: Cart, sku: string) => cart.items.find((item) => item.sku === sku)?.id;

async function buyersFor(url: string, sku: Line, buyers: Buyer[]): Promise<Buyer[]> {
  if (buyers.length === 0)
    return (await readyShoppers(url, RACE_BUYERS, () => [sku])).map((shopper) => ({
      session: shopper.session,
      card: shopper.card,
      body: shopper.body,
      held: lineOf(shopper.cart, sku.sku),
    }));
  return mapConcurrently(buyers, 8, async (buyer) => {
    if (buyer.held) await removeLine(url, buyer.session, buyer.held);
    const cart = await addLine(url, buyer.session, sku);
    const body = paymentBody(buyer.card, cart.cartSummary.totalCost);
    return { ...buyer, body, held: lineOf(cart, sku.sku) };
  });
}

async function race(url: string, sku: string, buyers: Buyer[]): Promise<RaceRun> {
  const run: RaceRun = { sku, paid: [], soldOut: 0, unexpected: [] };
  await Promise.all(
    buyers.map(async (buyer) => {
      try {
        const answer = await placeOrder(url, buyer.session, randomUUID(), buyer.body);
        if (answer.status === 200 && answer.body.status === 'PAID') {
          run.paid.push(answer.body.orderReference);
          buyer.held = undefined;
        } else if (answer.status === 409 && answer.body.code === 'UNAVAILABLE_ITEMS') {
          run.soldOut++;
        } else run.unexpected.push(`${answer.status} ${answer.body.code ?? answer.body.status}`);
      } catch (error) {
        run.unexpected.push(`no answer: ${(error as Error).message}`);
      }
    }),
  );
  return run;
}

/** One run a sku of `skus`, each holding RACE_UNITS units (the bench set them beforehand). */
export async function raceForLastUnits(
  url: string,
  skus: readonly Line[],
  log: (line: string) => void,
): Promise<RaceRun[]> {
  const runs: RaceRun[] = [];
  let buyers: Buyer[] = [];
  for (const sku of skus) {
    buyers = await buyersFor(url, sku, buyers);
    const run = await race(url, sku.sku, buyers);
    runs.push(run);
    if (run.paid.length !== RACE_UNITS || run.unexpected.length > 0)
      log(`race ${runs.length}: ${run.paid.length} orders, ${run.unexpected.join(', ')}`);
    if (runs.length % 10 === 0) log(`${runs.length} races run`);
  }
  return runs;
}
