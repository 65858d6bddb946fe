/**
 * The first half of placing an order: in one transaction, the session's cart is read and
 * priced again (nothing the client says about prices or totals is used), each unit is taken
 * from stock with a conditional update, so two shoppers can never both buy the last one, and
 * the order is stored with its lines, AWAITING_PAYMENT. The cart stays as it is until the
 * payment is authorised (settle-order.ts): a refused card gives the shopper their bag back
 * untouched, and an order exists before the provider is asked to charge it, so a charge can
 * always be matched to its order after a crash (reconcile-orders.ts).
 */
import { sql } from 'drizzle-orm';
import type { Cart, CartItem } from '../../shared/domain/cart';
import type { ServerErrorCode } from '../../shared/domain/errors';
import { normaliseVoucherCode } from '../../shared/domain/promotions';
import { FROM_STOCK, ORDERABLE, readCartStateIn, type CartState } from '../cart/cart-repository';
import type { PricedCartState } from '../cart/price-cart-state';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { orderLines, orders, orderStatusHistory } from '../db/schema';
import { VOUCHER_ERROR_CODES } from '../promotions/voucher';
import type { SessionUse } from '../session/session-repository';
import { newOrderReference } from './order-reference';
import type { CheckoutChoices } from './order-snapshot';

export interface OrderRequest {
  session: SessionUse;
  site: string;
  language: string;
  /** the signed-in shopper's subject, when there is one */
  accountId?: string;
  /** prices the cart as read inside the order's transaction, as the cart calls price it */
  price: (state: CartState) => PricedCartState;
  /**
   * the checkout's choices, or how to read them from the cart as priced inside the order's
   * transaction (what it lacks refuses the order: 'incomplete')
   */
  checkout: CheckoutChoices | ((cart: Cart) => CheckoutChoices | { missing: string[] });
  /**
   * the total the shopper confirmed at review (minor units): a cart that prices otherwise now
   * is refused ('price-changed') rather than charged a total they never saw
   */
  expectedTotal?: number;
}

export interface ReservedOrder {
  id: string;
  reference: string;
  currency: string;
  total: number;
  /** the priced cart the order was made from */
  cart: Cart;
}

export type ReserveOutcome =
  | { outcome: 'reserved'; order: ReservedOrder }
  /** the session has expired or never was */
  | { outcome: 'no-session' }
  /** nothing of the shopper's own to order */
  | { outcome: 'empty' }
  /** these skus cannot be ordered in the quantities asked (spec §8 UNAVAILABLE_ITEMS) */
  | { outcome: 'unavailable'; skus: string[] }
  /**
   * the voucher the cart holds no longer applies (another order used a single-use one, it
   * expired): the shopper is told, never charged more than the bag they confirmed showed
   */
  | { outcome: 'voucher-refused'; code: string; errorCode: ServerErrorCode }
  /** an order of this session still waits for its payment; its reference */
  | { outcome: 'in-progress'; reference: string }
  /** the cart lacks what an order needs: a delivery address, the consumer, a shipping option */
  | { outcome: 'incomplete'; missing: string[] }
  /** the tax, calculated at checkout, is not DONE for the cart as it is (its taxStatus) */
  | { outcome: 'tax-not-calculated'; taxStatus: Cart['taxStatus'] }
  /** the cart's total now, unlike the expected one */
  | { outcome: 'price-changed'; total: number; currency: string };

/** Thrown inside the transaction to undo it, carrying the outcome to answer. */
class Refused extends Error {
  constructor(readonly refusal: Exclude<ReserveOutcome, { outcome: 'reserved' }>) {
    super(refusal.outcome);
  }
}

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

async function reserveIn(tx: Database, request: OrderRequest): Promise<ReservedOrder> {
  const { session } = request;
  // One order at a time per session, and no cart change of the session while it is placed:
  // the cart statements write the session row, so they wait for this lock.
  const locked = await sqlRows(
    tx,
    sql`select 1 from sessions where id = ${session.id}::uuid for update`,
  );
  if (locked.length === 0) throw new Refused({ outcome: 'no-session' });
  const waiting = await sqlRows<{ reference: string }>(
    tx,
    sql`select reference from orders
        where session_id = ${session.id}::uuid and status = 'AWAITING_PAYMENT' limit 1`,
  );
  if (waiting[0]) throw new Refused({ outcome: 'in-progress', reference: waiting[0].reference });

  const state = await readCartStateIn(tx, session);
  if (state.outcome !== 'ok') throw new Refused({ outcome: 'no-session' });
  const priced = request.price(state.cart);
  const { cart } = priced;
  if (cart.unavailableItems.length > 0)
    throw new Refused({
      outcome: 'unavailable',
      skus: cart.unavailableItems.map((item) => item.sku),
    });
  if (!cart.items.some((item) => !item.giftOnly)) throw new Refused({ outcome: 'empty' });

  const checkout =
    typeof request.checkout === 'function' ? request.checkout(cart) : request.checkout;
  if ('missing' in checkout)
    throw new Refused({ outcome: 'incomplete', missing: checkout.missing });
  // its totals would lack the tax the shopper owes (tax/cart-tax.ts)
  if (!cart.taxCalculated)
    throw new Refused({ outcome: 'tax-not-calculated', taxStatus: cart.taxStatus });
  const summary = cart.cartSummary;
  if (request.expectedTotal !== undefined && request.expectedTotal !== summary.totalCost)
    throw new Refused({
      outcome: 'price-changed',
      total: summary.totalCost,
      currency: summary.currency,
    });

  const { voucher } = priced;
  if (voucher && voucher.status !== 'APPLIED')
    throw new Refused({
      outcome: 'voucher-refused',
      code: voucher.code,
      errorCode: voucher.errorCode,
    });
  const voucherCode = voucher ? normaliseVoucherCode(voucher.code) : null;
  if (voucherCode && voucher?.voucher.singleUse) await claimSingleUse(tx, voucherCode);

  const items = await takeFromStock(tx, cart.items);
  const reference = newOrderReference();
  const [stored] = await tx
    .insert(orders)
    .values({
      reference,
      sessionId: session.id,
      accountId: request.accountId ?? null,
      site: request.site,
      language: request.language,
      currency: summary.currency,
      status: 'AWAITING_PAYMENT',
      itemCost: summary.totalItemCost,
      discountProduct: summary.totalDiscountProduct,
      // before tax: the tax column holds all of it, the shipping's part included
      deliveryCost: summary.deliveryNetCost,
      discountShipping: summary.totalDiscountShipping,
      tax: summary.totalTax,
      total: summary.totalCost,
      voucherCode,
      snapshot: { ...checkout, promotions: cart.promotions },
    })
    .returning({ id: orders.id });
  const orderId = stored!.id;
  await tx
    .insert(orderLines)
    .values(items.map((item, position) => orderLine(orderId, position, item)));
  await tx.insert(orderStatusHistory).values({ orderId, status: 'AWAITING_PAYMENT' });
  if (voucherCode)
    await sqlRows(
      tx,
      sql`insert into voucher_redemptions (code, order_reference, session_id)
          values (${voucherCode}, ${reference}, ${session.id}::uuid)`,
    );
  return { id: orderId, reference, currency: summary.currency, total: summary.totalCost, cart };
}

/**
 * A single-use voucher is used by one order only. The voucher's row is locked so two orders
 * with it are decided one after the other; the redemption the first writes refuses the second.
 */
async function claimSingleUse(tx: Database, code: string): Promise<void> {
  await sqlRows(tx, sql`select 1 from vouchers where code = ${code} for update`);
  const used = await sqlRows(
    tx,
    sql`select 1 from voucher_redemptions where code = ${code} limit 1`,
  );
  if (used.length > 0)
    throw new Refused({
      outcome: 'voucher-refused',
      code,
      errorCode: VOUCHER_ERROR_CODES.ALREADY_USED,
    });
}

/**
 * Takes each line's units from its sku's stock, in sku order (two orders lock shared skus in
 * the same order, so they never deadlock). A sku that ships from stock gives only what it has;
 * a pre-order or back-order is sold beyond it, its stock going below zero (spec §3). A
 * shopper's line that cannot be had refuses the order; a promotion's gift that has run out
 * is left out of it, as the cart leaves out a gift it cannot give.
 */
async function takeFromStock(tx: Database, items: readonly CartItem[]): Promise<CartItem[]> {
  const short: string[] = [];
  const given = new Set<CartItem>();
  for (const item of [...items].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))) {
    const taken = await sqlRows(
      tx,
      sql`update skus set stock = stock - ${item.quantity}::int
          where sku = ${item.sku}
            and availability = any(${ORDERABLE}::smallint[])
            and (availability <> all(${FROM_STOCK}::smallint[]) or stock >= ${item.quantity}::int)
          returning sku`,
    );
    if (taken.length > 0) given.add(item);
    else if (!item.giftOnly) short.push(item.sku);
  }
  if (short.length > 0) throw new Refused({ outcome: 'unavailable', skus: short });
  return items.filter((item) => given.has(item));
}

function orderLine(orderId: string, position: number, item: CartItem) {
  const discount = item.discounts.reduce((sum, line) => sum + line.amount, 0);
  return {
    orderId,
    position,
    sku: item.sku,
    productId: item.productId,
    quantity: item.quantity,
    unitList: item.unitPrice.list,
    unitSale: item.unitPrice.sale,
    discount,
    total: item.total,
    gift: item.giftOnly === true,
    display: {
      name: item.name,
      brand: item.brand,
      options: item.options,
      thumbnailUrl: item.thumbnailUrl,
      url: item.url,
    },
  };
}
