/**
 * The part of placing an order that an express checkout does twice (reserve-order.ts when the
 * order is placed, reprice-order.ts when PayPal's address arrives): inside the order's
 * transaction, with its session locked, the session's cart is read and priced again (nothing
 * the client says about prices or totals is used), checked (orderable, not empty, complete,
 * the total the shopper confirmed), its single-use voucher claimed, and each unit taken from
 * stock with a conditional update, so two shoppers can never both buy the last one.
 */
import { sql } from 'drizzle-orm';
import type { Cart, CartItem, CartSummary } from '../../shared/domain/cart';
import { normaliseVoucherCode } from '../../shared/domain/promotions';
import { FROM_STOCK, ORDERABLE, readCartStateIn } from '../cart/cart-repository';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { VOUCHER_ERROR_CODES } from '../promotions/voucher';
import type { CheckoutChoices } from './order-snapshot';
import type { OrderRequest, ReserveOutcome } from './order-request';

/** Thrown inside the transaction to undo it, carrying the outcome to answer. */
export class Refused extends Error {
  constructor(readonly refusal: Exclude<ReserveOutcome, { outcome: 'reserved' }>) {
    super(refusal.outcome);
  }
}

export interface PreparedOrder {
  /** the priced cart the order is made from */
  cart: Cart;
  checkout: CheckoutChoices;
  summary: CartSummary;
  voucherCode: string | null;
  /** the lines whose units were taken from stock */
  items: CartItem[];
}

/** Prices the session's cart for an order and takes its units (see above); throws Refused. */
export async function prepareOrder(tx: Database, request: OrderRequest): Promise<PreparedOrder> {
  const state = await readCartStateIn(tx, request.session);
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
  return { cart, checkout, summary, voucherCode, items };
}

/** Records the single-use voucher's redemption by the order `reference`. */
export async function redeemVoucher(
  tx: Database,
  voucherCode: string | null,
  reference: string,
  sessionId: string,
): Promise<void> {
  if (voucherCode)
    await sqlRows(
      tx,
      sql`insert into voucher_redemptions (code, order_reference, session_id)
          values (${voucherCode}, ${reference}, ${sessionId}::uuid)`,
    );
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

export function orderLine(orderId: string, position: number, item: CartItem) {
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

/** The order's money columns from the priced cart's summary. */
export const orderTotals = (summary: CartSummary) => ({
  currency: summary.currency,
  itemCost: summary.totalItemCost,
  discountProduct: summary.totalDiscountProduct,
  // before tax: the tax column holds all of it, the shipping's part included
  deliveryCost: summary.deliveryNetCost,
  discountShipping: summary.totalDiscountShipping,
  tax: summary.totalTax,
  total: summary.totalCost,
});
