/**
 * The second half of placing an order, once the payment provider has answered: an authorised
 * payment makes the order PAID and takes what was bought out of the session's cart; a refused
 * or abandoned one cancels the order and gives its units back to stock (and its single-use
 * voucher back to the shopper). Each is one transaction, and each acts only on an order still
 * AWAITING_PAYMENT, so a repeat (a retried request, the reconciliation after a crash) changes
 * nothing twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, orderStatusHistory } from '../db/schema';

export type SettleOutcome =
  /** this call moved the order */
  | { outcome: 'settled' }
  /** the order had already left AWAITING_PAYMENT; its status now */
  | { outcome: 'already'; status: string }
  | { outcome: 'not-found' };

/** Marks the order paid with the provider's reference, and empties what it bought from the cart. */
export function markOrderPaid(
  db: Database,
  orderId: string,
  payment: { reference: string; note?: string },
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'PAID', paymentReference: payment.reference, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')))
      .returning({ sessionId: orders.sessionId, voucherCode: orders.voucherCode });
    if (!order) return statusOf(tx, orderId);
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, status: 'PAID', note: payment.note ?? null });
    if (order.sessionId) {
      // Only the units bought leave the cart: a line added meanwhile (another tab) stays.
      await tx.execute(sql`
        with bought as (
          select sku, sum(quantity)::int as quantity from order_lines
          where order_id = ${orderId}::uuid and not gift group by sku
        ), lowered as (
          update cart_items c set quantity = c.quantity - b.quantity, updated_at = clock_timestamp()
          from bought b
          where c.session_id = ${order.sessionId}::uuid and c.sku = b.sku and c.quantity > b.quantity
          returning c.id
        )
        delete from cart_items c using bought b
        where c.session_id = ${order.sessionId}::uuid and c.sku = b.sku and c.quantity <= b.quantity`);
      if (order.voucherCode)
        await tx.execute(sql`update sessions set voucher_code = null
          where id = ${order.sessionId}::uuid and voucher_code = ${order.voucherCode}`);
    }
    return { outcome: 'settled' } as const;
  });
}

/** Cancels an order whose payment failed or never came, giving its units back to stock. */
export function cancelOrder(db: Database, orderId: string, note: string): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: 'CANCELLED', updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')))
      .returning({ reference: orders.reference });
    if (!order) return statusOf(tx, orderId);
    await tx.insert(orderStatusHistory).values({ orderId, status: 'CANCELLED', note });
    await restock(tx, orderId);
    await tx.execute(
      sql`delete from voucher_redemptions where order_reference = ${order.reference}`,
    );
    return { outcome: 'settled' } as const;
  });
}

/** Gives the order's units back to stock. */
export async function restock(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`
    update skus s set stock = s.stock + l.quantity
    from (select sku, sum(quantity)::int as quantity from order_lines
          where order_id = ${orderId}::uuid group by sku) l
    where s.sku = l.sku`);
}

/**
 * Notes the provider's reference of the order's payment while it waits (a page to answer, a
 * pending payment): a return from PayPal's page names it (utr), and must name this order's.
 */
export async function notePaymentReference(
  db: Database,
  orderId: string,
  reference: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ paymentReference: reference, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')));
}

async function statusOf(tx: Database, orderId: string): Promise<SettleOutcome> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ? { outcome: 'already', status: order.status } : { outcome: 'not-found' };
}

/**
 * Undoes an order the provider never took a payment for (it refused the card data itself, a
 * 4xx: nothing charged, nothing recorded): its units go back to stock and the order, its lines,
 * history and voucher redemption are deleted, so a request refused for bad input stores nothing.
 */
export function discardOrder(db: Database, orderId: string): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ reference: orders.reference })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'AWAITING_PAYMENT')))
      .for('update');
    if (!order) return statusOf(tx, orderId);
    await restock(tx, orderId);
    await tx.execute(
      sql`delete from voucher_redemptions where order_reference = ${order.reference}`,
    );
    await tx.delete(orders).where(eq(orders.id, orderId));
    return { outcome: 'settled' } as const;
  });
}
