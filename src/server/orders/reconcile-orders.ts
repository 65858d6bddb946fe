/**
 * After a crash, a shopper who never came back from a provider page (3-D Secure, PayPal, the
 * bank, Alipay), or a bank payment left pending, an order can be left AWAITING_PAYMENT. The
 * order is stored before the provider is asked to charge it (reserve-order.ts), so it can
 * always be matched with what the provider did, by its reference (the payment's merchant
 * reference):
 * - a charge the provider authorised makes the order PAID: a charged order is never lost;
 * - no charge, or only refused ones, cancels it and gives its units back to stock;
 * - a card charge still pending at the acquirer is left to finish;
 * - a payment waiting for the shopper on a page, or for the bank after the shopper left it
 *   pending, is left until `abandonMs` after the order: then the shop cancels it at the
 *   provider first — so a late approval, bank decision or redirect result can no longer charge
 *   it; the provider lets exactly one of the cancel and a completion win — and settles the
 *   order by what the provider holds after that (authorised if the completion won).
 * Only orders older than `graceMs` are looked at, so a checkout in progress is never cancelled
 * under the shopper's feet. settleWaitingOrder also serves a shopper who starts a new order
 * while one waits (checkout/release-waiting-order.ts).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { REDIRECT_BRAND_CODES } from '../../shared/payments/site-payment-methods';
import type { Database } from '../db/client';
import { ago } from '../db/sql-time';
import { orders } from '../db/schema';
import { cancelOrder, markOrderPaid } from './settle-order';

/** A charge as the provider lists it: Adyen's resultCode, its reference, its method. */
export interface ProviderCharge {
  resultCode: string;
  pspReference: string;
  paymentMethod?: { type: string };
}

/** What reconciling asks of the payment provider (its client's methods). */
export interface ReconcileProvider {
  /** the charges the provider holds for an order reference, oldest first */
  chargesOf(orderReference: string): Promise<readonly ProviderCharge[]>;
  /** gives up a waiting payment; throws when it cannot (already authorised, say) */
  cancel(pspReference: string, orderReference: string): Promise<unknown>;
}

export interface ReconcileTimes {
  /** how old an order must be to be looked at */
  graceMs: number;
  /** how long a payment waiting for the shopper (or the bank) holds the order's units */
  abandonMs: number;
}

export interface ReconcileReport {
  paid: number;
  cancelled: number;
  /** still waiting at the provider */
  waiting: number;
}

/** Whether the shop may give the charge up: it waits for the shopper, or for the bank. */
const awaitsShopper = (charge: ProviderCharge) =>
  charge.resultCode === 'RedirectShopper' ||
  (charge.resultCode === 'Pending' &&
    (REDIRECT_BRAND_CODES as readonly string[]).includes(charge.paymentMethod?.type ?? ''));

const unfinished = (charge: ProviderCharge) =>
  charge.resultCode === 'Pending' || charge.resultCode === 'RedirectShopper';

export interface WaitingOrder {
  id: string;
  reference: string;
}

export interface SettleWaiting {
  /** the waiting time is over: give up payments that wait for the shopper */
  abandoned: boolean;
  /** an order the provider has no charge for yet may still be getting one: leave it */
  keepUncharged: boolean;
}

/** Settles one waiting order by what the provider did with it (see above). */
export async function settleWaitingOrder(
  db: Database,
  provider: ReconcileProvider,
  order: WaitingOrder,
  how: SettleWaiting,
): Promise<'paid' | 'cancelled' | 'waiting'> {
  let charges = await provider.chargesOf(order.reference);
  const open = charges.filter(awaitsShopper);
  if (how.abandoned && open.length > 0 && !charges.some((c) => c.resultCode === 'Authorised')) {
    for (const charge of open)
      await provider.cancel(charge.pspReference, order.reference).catch((error: unknown) => {
        // a completion won (409): the list below says how; anything else is not known
        if (!(error instanceof Error && 'status' in error && error.status === 409)) throw error;
      });
    charges = await provider.chargesOf(order.reference);
  }
  const authorised = charges.find((charge) => charge.resultCode === 'Authorised');
  if (authorised) {
    await markOrderPaid(db, order.id, {
      reference: authorised.pspReference,
      note: 'reconciled: authorised at the provider',
    });
    return 'paid';
  }
  if (charges.some(unfinished) || (charges.length === 0 && how.keepUncharged)) return 'waiting';
  const note = charges.length === 0 ? 'reconciled: never charged' : 'reconciled: not authorised';
  await cancelOrder(db, order.id, note);
  return 'cancelled';
}

/** Orders left AWAITING_PAYMENT for more than graceMs, settled by what the provider did. */
export async function reconcileOrders(
  db: Database,
  provider: ReconcileProvider,
  times: ReconcileTimes,
): Promise<ReconcileReport> {
  const report: ReconcileReport = { paid: 0, cancelled: 0, waiting: 0 };
  const stale = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      abandoned: sql<boolean>`${orders.createdAt} < ${ago(times.abandonMs)}`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'AWAITING_PAYMENT'), lt(orders.createdAt, ago(times.graceMs))))
    .orderBy(orders.createdAt)
    .limit(500);
  for (const order of stale) {
    const how = { abandoned: order.abandoned, keepUncharged: false };
    const outcome = await settleWaitingOrder(db, provider, order, how);
    report[outcome]++;
  }
  return report;
}
