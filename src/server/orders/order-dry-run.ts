/**
 * Whether the session's cart could be ordered once its waiting order were cancelled, without
 * cancelling it: in one transaction the waiting order's units go back to stock and its voucher
 * redemption is dropped, the cart is priced and reserved as an order would be
 * (order-pricing.ts), and then everything is rolled back. A shopper who starts a new payment
 * while an order waits (checkout/place-order.ts) is told what stands in the way — a changed
 * total, an incomplete checkout, an item gone — before the waiting order is given up, so a
 * refused request leaves it as it was.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { prepareOrder, Refused } from './order-pricing';
import type { OrderRequest, ReserveOutcome } from './order-request';
import { lockSession } from './reserve-order';
import { restock } from './settle-order';

class RolledBack extends Error {}

export type DryRunOutcome =
  Exclude<ReserveOutcome, { outcome: 'reserved' }> | { outcome: 'possible' };

export async function reserveInstead(
  db: Database,
  request: OrderRequest,
  waiting: { id: string; reference: string },
): Promise<DryRunOutcome> {
  try {
    await db.transaction(async (tx) => {
      await lockSession(tx, request.session);
      await restock(tx, waiting.id);
      await tx.execute(
        sql`delete from voucher_redemptions where order_reference = ${waiting.reference}`,
      );
      await prepareOrder(tx, request);
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return { outcome: 'possible' };
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
  throw new Error('a dry run cannot commit');
}
