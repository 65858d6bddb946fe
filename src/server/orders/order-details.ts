/**
 * Reads an order for the session that placed it (spec §7 GET /api/order/{ref}). An order of
 * another session and an order that does not exist get the same answer, so a reference
 * cannot be tested for existence by someone who does not own it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { OrderDetails } from '../../shared/api/order';
import type { Database } from '../db/client';
import { orderLines, orders, orderStatusHistory } from '../db/schema';
import type { OrderSnapshot } from './order-snapshot';
import { isOrderReference } from './order-reference';

export async function readOrderOf(
  db: Database,
  sessionId: string,
  reference: string,
): Promise<OrderDetails | null> {
  if (!isOrderReference(reference)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.sessionId, sessionId)));
  if (!order) return null;
  const [lines, history] = [
    await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    await db
      .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.at)),
  ];
  const snapshot = order.snapshot as OrderSnapshot;
  return {
    orderReference: order.reference,
    status: order.status,
    placedAt: order.createdAt.toISOString(),
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    lines: lines.map((line) => ({
      sku: line.sku,
      productId: line.productId,
      quantity: line.quantity,
      unitPrice: { list: line.unitList, sale: line.unitSale },
      discount: line.discount,
      total: line.total,
      gift: line.gift,
      display: line.display,
    })),
    totals: {
      currency: order.currency,
      itemCost: order.itemCost,
      discountProduct: order.discountProduct,
      deliveryCost: order.deliveryCost,
      discountShipping: order.discountShipping,
      tax: order.tax,
      total: order.total,
      voucherCode: order.voucherCode,
    },
    deliveryAddress: snapshot.deliveryAddress,
    billingAddress: snapshot.billingAddress,
    consumer: snapshot.consumer,
    shipping: snapshot.shipping,
    paymentMethod: snapshot.paymentMethod,
  };
}
