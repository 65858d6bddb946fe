/**
 * The shopping session's table (drizzle), re-exported by schema.ts: a session is the shopper's
 * visit and holds their cart's own fields (public id, voucher, checkout's consumer and shipping
 * option); the cart's lines and addresses are rows referring to it.
 */
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').notNull(),
    /** the siteTag of the country site the session was opened on */
    site: text('site').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the session was last used, to a fraction of the idle time: a session unused for
     * SESSION_IDLE_DAYS expires (session/session-expiry.ts). Indexed for the cleanup.
     */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The public name of the session's cart, for a shared cart link (/recreateCart): random,
     * so it cannot be guessed, and never the session id, which would let its holder act as
     * the shopper.
     */
    cartPublicId: uuid('cart_public_id').notNull().defaultRandom(),
    /** the voucher code the shopper applied, normalised (normaliseVoucherCode); null: none */
    voucherCode: text('voucher_code'),
    /** checkout's consumer as sent and validated, with its reference (POST /api/checkout/consumer) */
    consumer: jsonb('consumer'),
    /** the shipping option chosen (POST /api/shipping); priced only while still offered */
    shippingMethod: text('shipping_method'),
    /**
     * The identity provider's subject of the account the session belongs to, set when the
     * session is opened (POST /api/session) and never changed: an account has one live
     * session, shared by its devices, and every call in it must carry the account's token.
     */
    accountId: text('account_id'),
  },
  (table) => [
    index('sessions_last_used_idx').on(table.lastUsedAt),
    uniqueIndex('sessions_cart_public_id_key').on(table.cartPublicId),
    uniqueIndex('sessions_account_key')
      .on(table.accountId)
      .where(sql`${table.accountId} is not null`),
  ],
);
