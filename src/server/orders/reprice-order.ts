/**
 * An order placed again in place: a PayPal express order is reserved from the basket before
 * any address, with the site's first shipping option, so its delivery address, shipping and
 * total are only known once PayPal's payer address is in the cart. Then, in one transaction
 * with the session locked, the order's units go back to stock and the cart is priced and
 * reserved again (order-pricing.ts) into the same order — the same id and reference, which
 * the provider's payment names —, its lines, totals, voucher and checkout snapshot replaced.
 * Only an order still AWAITING_PAYMENT is repriced, and a refusal (the total is not the one
 * confirmed, an item sold out meanwhile) leaves it exactly as it was.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { orderLine, orderTotals, prepareOrder, redeemVoucher, Refused } from './order-pricing';
import type { OrderRequest, ReserveOutcome } from './order-request';
import { lockSession } from './reserve-order';
import { restock } from './settle-order';

export type RepriceOutcome = ReserveOutcome | { outcome: 'not-waiting'; status: string | null };

export async function repriceOrder(
  db: Database,
  orderId: string,
  request: OrderRequest,
): Promise<RepriceOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await lockSession(tx, request.session);
      const [order] = await tx
        .select({ reference: orders.reference, status: orders.status })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.sessionId, request.session.id)))
        .for('update');
      if (order?.status !== 'AWAITING_PAYMENT')
        return { outcome: 'not-waiting', status: order?.status ?? null } as const;
      await restock(tx, orderId);
      await tx.delete(orderLines).where(eq(orderLines.orderId, orderId));
      await tx.execute(
        sql`delete from voucher_redemptions where order_reference = ${order.reference}`,
      );
      const { cart, checkout, summary, voucherCode, items } = await prepareOrder(tx, request);
      await tx
        .update(orders)
        .set({
          ...orderTotals(summary),
          voucherCode,
          snapshot: { ...checkout, promotions: cart.promotions },
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, orderId));
      await tx
        .insert(orderLines)
        .values(items.map((item, position) => orderLine(orderId, position, item)));
      await redeemVoucher(tx, voucherCode, order.reference, request.session.id);
      const reserved = {
        id: orderId,
        reference: order.reference,
        currency: summary.currency,
        total: summary.totalCost,
        cart,
      };
      return { outcome: 'reserved', order: reserved } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
