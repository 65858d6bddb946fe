/**
 * The first half of placing an order: in one transaction, the session's cart is read and
 * priced again and each unit taken from stock (order-pricing.ts), and the order is stored with
 * its lines, AWAITING_PAYMENT. The cart stays as it is until the
 * payment is authorised (settle-order.ts): a refused card gives the shopper their bag back
 * untouched, and an order exists before the provider is asked to charge it, so a charge can
 * always be matched to its order after a crash (reconcile-orders.ts).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { orderLines, orders, orderStatusHistory } from '../db/schema';
import type { SessionUse } from '../session/session-repository';
import { orderLine, orderTotals, prepareOrder, redeemVoucher, Refused } from './order-pricing';
import { newOrderReference } from './order-reference';
import type { OrderRequest, ReservedOrder, ReserveOutcome } from './order-request';

export type { OrderRequest, ReservedOrder, ReserveOutcome } from './order-request';

export async function reserveOrder(db: Database, request: OrderRequest): Promise<ReserveOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const order = await reserveIn(tx, request);
      return { outcome: 'reserved', order } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/**
 * One order at a time per session, and no cart change of the session while it is placed: the
 * cart statements write the session row, so they wait for this lock. Refused for a session
 * that is not there.
 */
export async function lockSession(tx: Database, session: SessionUse): Promise<void> {
  const locked = await sqlRows(
    tx,
    sql`select 1 from sessions where id = ${session.id}::uuid for update`,
  );
  if (locked.length === 0) throw new Refused({ outcome: 'no-session' });
}

async function reserveIn(tx: Database, request: OrderRequest): Promise<ReservedOrder> {
  const { session } = request;
  await lockSession(tx, session);
  const waiting = await sqlRows<{ reference: string }>(
    tx,
    sql`select reference from orders
        where session_id = ${session.id}::uuid and status = 'AWAITING_PAYMENT' limit 1`,
  );
  if (waiting[0]) throw new Refused({ outcome: 'in-progress', reference: waiting[0].reference });

  const { cart, checkout, summary, voucherCode, items } = await prepareOrder(tx, request);
  const reference = newOrderReference();
  const [stored] = await tx
    .insert(orders)
    .values({
      reference,
      sessionId: session.id,
      accountId: request.accountId ?? null,
      site: request.site,
      language: request.language,
      ...orderTotals(summary),
      status: 'AWAITING_PAYMENT',
      voucherCode,
      snapshot: { ...checkout, promotions: cart.promotions },
    })
    .returning({ id: orders.id });
  const orderId = stored!.id;
  await tx
    .insert(orderLines)
    .values(items.map((item, position) => orderLine(orderId, position, item)));
  await tx.insert(orderStatusHistory).values({ orderId, status: 'AWAITING_PAYMENT' });
  await redeemVoucher(tx, voucherCode, reference, session.id);
  return { id: orderId, reference, currency: summary.currency, total: summary.totalCost, cart };
}
