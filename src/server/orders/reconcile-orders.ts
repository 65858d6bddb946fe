/**
 * After a crash, or a shopper who never came back from a 3-D Secure challenge, an order can be
 * left AWAITING_PAYMENT. The order is stored before the provider is asked to charge it
 * (reserve-order.ts), so it can always be matched with what the provider did, by its
 * reference (the payment's merchant reference):
 * - a charge the provider authorised makes the order PAID: a charged order is never lost;
 * - no charge, or only refused ones, cancels it and gives its units back to stock;
 * - a charge still pending is left to finish, and so is one waiting for the shopper's 3-D
 *   Secure challenge, until `abandonMs` after the order: then the order is cancelled (its units
 *   are not held for ever), and the checkout refuses to complete a challenge for it.
 * Only orders older than `graceMs` are looked at, so a checkout in progress is never cancelled
 * under the shopper's feet.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ago } from '../db/sql-time';
import { orders } from '../db/schema';
import { cancelOrder, markOrderPaid } from './settle-order';

/** A charge as the provider lists it: Adyen's resultCode and the provider's reference. */
export interface ProviderCharge {
  resultCode: string;
  pspReference: string;
}

/** The charges the provider holds for an order reference, oldest first. */
export type ChargesOf = (orderReference: string) => Promise<readonly ProviderCharge[]>;

export interface ReconcileTimes {
  /** how old an order must be to be looked at */
  graceMs: number;
  /** how long a challenge the shopper has not answered holds the order's units */
  abandonMs: number;
}

export interface ReconcileReport {
  paid: number;
  cancelled: number;
  /** still pending at the provider */
  waiting: number;
}

/** Orders left AWAITING_PAYMENT for more than graceMs, settled by what the provider did. */
export async function reconcileOrders(
  db: Database,
  chargesOf: ChargesOf,
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
    const charges = await chargesOf(order.reference);
    const authorised = charges.find((charge) => charge.resultCode === 'Authorised');
    if (authorised) {
      await markOrderPaid(db, order.id, {
        reference: authorised.pspReference,
        note: 'reconciled: authorised at the provider',
      });
      report.paid++;
    } else if (
      charges.some((charge) => charge.resultCode === 'Pending') ||
      (charges.some((charge) => charge.resultCode === 'RedirectShopper') && !order.abandoned)
    ) {
      report.waiting++;
    } else {
      await cancelOrder(
        db,
        order.id,
        charges.length === 0 ? 'reconciled: never charged' : 'reconciled: not authorised',
      );
      report.cancelled++;
    }
  }
  return report;
}
