/**
 * The sales tax of a cart whose site calculates it at checkout (the US; spec §4 "Tax"),
 * re-exported by schema.ts: one row per session, the last calculation asked for. It holds the
 * fingerprint of what it was asked for (the lines, their prices and discounts, the shipping
 * and the delivery address: server/tax/tax-request.ts), so a cart that changed since reads as
 * not calculated; `attempt` names the calculation running, so an older one that lands late
 * never overwrites a newer request.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './session-schema';

export const cartTaxes = pgTable(
  'cart_taxes',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    attempt: uuid('attempt').notNull(),
    /** PENDING until the calculation lands, then DONE or FAILED */
    status: text('status').notNull(),
    /** DONE: the tax in minor units, and the part of it on the shipping */
    totalTax: integer('total_tax'),
    shippingTax: integer('shipping_tax'),
    /** FAILED: the tax service's message */
    message: text('message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('cart_taxes_status', sql`${table.status} in ('PENDING', 'DONE', 'FAILED')`),
    check(
      'cart_taxes_done',
      sql`${table.status} <> 'DONE' or (${table.totalTax} >= 0 and ${table.shippingTax} >= 0)`,
    ),
  ],
);
