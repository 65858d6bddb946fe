/**
 * Reads an order as its pages show it (spec §7 GET /api/order/{ref}, §5 "Order-details
 * lookup"): for its owner — the session that placed it, or the account it belongs to once
 * accounts exist (orders.account_id) — or, for a guest, by a reference the lookup has already
 * tied to them (order-lookup.ts). An order of another owner and an order that does not exist
 * get the same answer, so a reference cannot be tested for existence by someone who does not
 * own it.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { OrderDetails } from '../../shared/api/order';
import type { Database } from '../db/client';
import { orderLines, orders, orderStatusHistory } from '../db/schema';
import type { SiteRegistry } from '../sites/site-registry';
import type { OrderSnapshot } from './order-snapshot';
import { isOrderReference } from './order-reference';

/** Who may read an order: the session that placed it, or (accounts) its account. */
export type OrderOwner = { sessionId: string } | { accountId: string };

const ownedBy = (owner: OrderOwner): SQL =>
  'sessionId' in owner
    ? eq(orders.sessionId, owner.sessionId)
    : eq(orders.accountId, owner.accountId);

/** The order `reference` if `owner` may read it, else null (also for a malformed reference). */
export function readOrderOf(
  db: Database,
  sites: SiteRegistry,
  owner: OrderOwner,
  reference: string,
): Promise<OrderDetails | null> {
  if (!isOrderReference(reference)) return Promise.resolve(null);
  return readOrderWhere(db, sites, and(eq(orders.reference, reference), ownedBy(owner))!);
}

/** The order `reference` whoever asks: only for a reference already proven to be the asker's. */
export function readOrderByReference(
  db: Database,
  sites: SiteRegistry,
  reference: string,
): Promise<OrderDetails | null> {
  if (!isOrderReference(reference)) return Promise.resolve(null);
  return readOrderWhere(db, sites, eq(orders.reference, reference));
}

async function readOrderWhere(
  db: Database,
  sites: SiteRegistry,
  where: SQL,
): Promise<OrderDetails | null> {
  const [order] = await db.select().from(orders).where(where);
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
      display: line.display as OrderDetails['lines'][number]['display'],
    })),
    totals: {
      currency: order.currency,
      // a site no longer served keeps its orders readable: its currency's own country then
      countryCode: sites.bySiteTag(order.site)?.countryCode ?? order.currency.slice(0, 2),
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
