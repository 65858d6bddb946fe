/**
 * Orders (spec §3 "Cart" → an order, §7 the order calls): what a shopper bought, copied from
 * the priced cart when the order was placed, so a later change to the catalogue, a campaign or
 * the shopper's addresses never changes an order. Money is integer minor units of the order's
 * currency. An order belongs to the session that placed it while that session lives, and to an
 * account once accounts exist (account_id), so order history can be tied to one.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderSnapshot } from '../orders/order-snapshot';
import { sessions } from './session-schema';

/** The states an order moves through (order-status.ts says which move is allowed). */
export const ORDER_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'CANCELLED'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** the shopper's name for the order: short, unguessable, unique (order-reference.ts) */
    reference: text('reference').notNull(),
    /** the session that placed it; kept when the session expires, as null */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    /** the identity provider's subject of the signed-in shopper who placed it (accounts) */
    accountId: text('account_id'),
    site: text('site').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** the lines' sale total before promotions */
    itemCost: integer('item_cost').notNull(),
    discountProduct: integer('discount_product').notNull(),
    deliveryCost: integer('delivery_cost').notNull(),
    discountShipping: integer('discount_shipping').notNull(),
    tax: integer('tax').notNull(),
    /** what the shopper pays */
    total: integer('total').notNull(),
    voucherCode: text('voucher_code'),
    /**
     * What the order was placed with, as the shopper saw it: consumer, addresses, shipping,
     * applied promotions, the payment method (never card data).
     */
    snapshot: jsonb('snapshot').$type<OrderSnapshot>().notNull(),
    /** the payment provider's reference of the charge, once it answered */
    paymentReference: text('payment_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_reference_key').on(table.reference),
    index('orders_session_idx').on(table.sessionId),
    index('orders_account_idx').on(table.accountId, table.createdAt),
    // the reconciliation after a crash looks for orders left waiting for their payment
    index('orders_awaiting_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'AWAITING_PAYMENT'`),
    check(
      'orders_money_not_negative',
      sql`${table.itemCost} >= 0 and ${table.discountProduct} >= 0 and ${table.deliveryCost} >= 0
        and ${table.discountShipping} >= 0 and ${table.tax} >= 0 and ${table.total} >= 0`,
    ),
  ],
);

/** A line of an order: the sku and units taken from stock, and its price then. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** no foreign key: an order outlives the catalogue's skus */
    sku: text('sku').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitList: integer('unit_list').notNull(),
    unitSale: integer('unit_sale').notNull(),
    /** what promotions took off the line */
    discount: integer('discount').notNull(),
    /** what the line costs after its discounts */
    total: integer('total').notNull(),
    /** a gift a promotion added (not the shopper's own line) */
    gift: boolean('gift').notNull().default(false),
    /** the line as the cart showed it: name, brand, colour, size, image, url */
    display: jsonb('display').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Every status an order has had, oldest first: the /tracking timeline. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /** why, for the shop's operators: the provider's result code, a refusal reason */
    note: text('note'),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId, table.at)],
);

/**
 * The secret that signs the guest order links (orders/order-link.ts): made on the first start
 * and kept here, so every instance and every restart verifies a link another one issued. The
 * newest row signs; a link verifies against any row, so a new secret can be added without
 * breaking the links already e-mailed.
 */
export const orderLinkKeys = pgTable('order_link_keys', {
  keyId: text('key_id').primaryKey(),
  /** 32 random bytes, base64url */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
