/**
 * The SQL schema (drizzle). One schema serves PGlite and PostgreSQL; `npm run db:generate`
 * turns changes into SQL migrations under ./migrations. Money is integer minor units; texts
 * shown to shoppers are jsonb maps of language → text, so adding a language needs no
 * migration.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Collection } from '../../shared/domain/product';
import type { StoredCampaign, StoredVoucher } from '../../shared/domain/promotions';
import type { CampaignTranslations, VoucherTranslations } from '../campaigns/campaign-texts';
import type { CatalogueSize, Localised } from '../catalogue/types';
import { sessions } from './session-schema';

export * from './session-schema';
export * from './checkout-schema';
export * from './orders-schema';
export * from './tax-schema';
export * from './account-schema';

export const brands = pgTable('brands', {
  tag: text('tag').primaryKey(),
  name: text('name').notNull(),
});

export const products = pgTable('products', {
  productId: text('product_id').primaryKey(),
  slug: text('slug').notNull(),
  names: jsonb('names').$type<Localised>().notNull(),
  descriptions: jsonb('descriptions').$type<Localised>().notNull(),
  brandTag: text('brand_tag')
    .notNull()
    .references(() => brands.tag),
  gender: text('gender').$type<'women' | 'men'>().notNull(),
  garment: text('garment').notNull(),
  /** language → category labels from l1 to the leaf */
  categories: jsonb('categories').$type<Record<string, string[]>>().notNull(),
  categoryPageIds: jsonb('category_page_ids').$type<string[]>().notNull(),
  collections: jsonb('collections').$type<Collection[]>().notNull(),
  sizes: jsonb('sizes').$type<CatalogueSize[]>().notNull(),
  finalSale: boolean('final_sale').notNull(),
  popularity: integer('popularity').notNull(),
  /** epoch seconds */
  createdAt: integer('created_at').notNull(),
  /** generation order, so the catalogue reads back exactly as it was written */
  position: integer('position').notNull(),
});

/** A colour variant of a product; `id` is the search objectID `${productId}-${colour}`. */
export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    colourSlug: text('colour_slug').notNull(),
    colourNames: jsonb('colour_names').$type<Localised>().notNull(),
    colourGroup: text('colour_group').notNull(),
    colourHex: jsonb('colour_hex').$type<string[]>().notNull(),
    /** main image first */
    images: jsonb('images').$type<string[]>().notNull(),
    position: integer('position').notNull(),
  },
  (table) => [index('variants_product_idx').on(table.productId)],
);

export const skus = pgTable(
  'skus',
  {
    sku: text('sku').primaryKey(),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    /** denormalised so "does this sku belong to that product" is one lookup */
    productId: text('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    /** availability code of spec §3 (-2 … 4) */
    availability: smallint('availability').notNull(),
    stock: integer('stock').notNull(),
    shipDateStart: integer('ship_date_start'),
    shipDateEnd: integer('ship_date_end'),
    position: integer('position').notNull(),
  },
  (table) => [
    index('skus_variant_idx').on(table.variantId),
    index('skus_product_idx').on(table.productId),
  ],
);

/** One price per product and currency (ISO 4217), in minor units of that currency. */
export const prices = pgTable(
  'prices',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    list: integer('list').notNull(),
    sale: integer('sale').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.currency] })],
);

/**
 * A cart line. The cart is the session's: one line per sku, enforced by the unique key that
 * the add-to-cart upsert relies on so concurrent adds merge instead of duplicating.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => skus.sku, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** the product set (a look) the line was added with (POST /api/cart setCode) */
    setCode: text('set_code'),
    // clock_timestamp, not now(): lines added in one transaction still order newest first
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    unique('cart_items_session_sku_key').on(table.sessionId, table.sku),
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/**
 * Idempotency keys of replayable writes (the outbox, DESIGN §4): the first request with a key
 * stores its response in the same transaction as its effect; a repeat answers the stored
 * response. A key belongs to its owner (the session, or '' for an operation without one) and
 * its operation, and remembers a fingerprint of the request it was first sent with
 * (docs/api.md "Idempotency keys"). The primary key makes concurrent repeats wait for the first
 * and then find it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** the session id, or '' when the operation has no session */
    owner: text('owner').notNull(),
    /** the operation, `${method} ${route}` */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request's query and body: the same key with another request is refused */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status').notNull(),
    body: jsonb('body').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.owner, table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

/** The session's copy of its favourites (variant ids), newest client revision wins. */
export const favouriteLists = pgTable('favourite_lists', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  variantIds: jsonb('variant_ids').$type<string[]>().notNull(),
  /** the client's clock (ms) when the list changed: an older replay never overwrites a newer list */
  revision: bigint('revision', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Back-in-stock subscriptions (spec §7 Other): one per email and sku. */
export const backInStockSubscriptions = pgTable(
  'back_in_stock_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    sku: text('sku')
      .notNull()
      .references(() => skus.sku, { onDelete: 'cascade' }),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('back_in_stock_email_sku_key').on(table.email, table.sku)],
);

/**
 * Algolia Insights events (POST /search/1/events): clicks, conversions and views the app
 * reports with the query ids of clickAnalytics searches; kept raw for analytics.
 */
export const insightsEvents = pgTable(
  'insights_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventType: text('event_type').$type<'click' | 'conversion' | 'view'>().notNull(),
    eventSubtype: text('event_subtype'),
    eventName: text('event_name').notNull(),
    indexName: text('index_name').notNull(),
    userToken: text('user_token').notNull(),
    authenticatedUserToken: text('authenticated_user_token'),
    queryId: text('query_id'),
    objectIds: jsonb('object_ids').$type<string[]>(),
    positions: jsonb('positions').$type<number[]>(),
    filters: jsonb('filters').$type<string[]>(),
    /** conversion details: objectData (price, discount, quantity per object), currency, value */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** when the event happened, as the client reports it (ms) */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('insights_events_query_idx').on(table.queryId),
    index('insights_events_occurred_idx').on(table.occurredAt),
  ],
);

/**
 * Rate-limit counters shared by every server instance (rate-limit/rate-limit-store.ts): one row
 * per client and kind of request, counting the hits of its current fixed window. Rows of ended
 * windows are reused by the next hit or deleted by the housekeeping.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** `${kind}|${client address}` */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * The catalogue's revision: one row (id 1) whose number grows with every committed change to
 * what the in-memory catalogue view holds (catalogue/catalogue-view.ts). Triggers on the
 * catalogue tables bump it (migration 0007), so every writer — the seed, an import, another
 * server instance — is seen without knowing about the view. Stock is left out on purpose: the
 * view never answers with stock (the cart rules read it live), so a stock change does not make
 * every instance reload the catalogue.
 */
export const catalogueRevision = pgTable(
  'catalogue_revision',
  {
    id: smallint('id').primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (table) => [check('catalogue_revision_one_row', sql`${table.id} = 1`)],
);

/**
 * Campaigns (docs/promotions.md): each row one stored campaign, its money per currency
 * (`StoredCampaign`), resolved to a site's currency by the server that loads it. Its texts in
 * other languages than the definition's own are in `texts` (campaigns/campaign-texts.ts). The
 * servers hold every campaign in memory and reload them when `campaign_revision` moves.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    definition: jsonb('definition').$type<StoredCampaign>().notNull(),
    texts: jsonb('texts').$type<CampaignTranslations>().notNull().default({}),
    /**
     * The skus the campaign gives as gifts: "secondary variants", never sold alone (the cart
     * add refuses them). Derived by the database from the definition, so it cannot disagree.
     */
    giftSkus: jsonb('gift_skus')
      .$type<string[]>()
      .generatedAlwaysAs(sql`jsonb_path_query_array("definition", '$.promotions[*].gift.sku')`),
    /**
     * A demo campaign whose window each server start sets anew: from the start to
     * DEMO_CAMPAIGN_MINUTES later (campaigns/renew-windows.ts), so a shopper sees one end.
     */
    renewsAtStart: boolean('renews_at_start').notNull().default(false),
    /** the order campaigns are listed and applied in (earlier wins a tie) */
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('campaigns_id_matches', sql`${table.id} = ${table.definition} ->> 'id'`)],
);

/**
 * The campaigns' revision, as catalogue_revision is the catalogue's: one row whose number
 * grows with every committed change to `campaigns` (triggers of migration 0012), so every
 * server instance reloads its campaigns within a second of a change, whoever wrote it.
 */
export const campaignRevision = pgTable(
  'campaign_revision',
  {
    id: smallint('id').primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull(),
  },
  (table) => [check('campaign_revision_one_row', sql`${table.id} = 1`)],
);

/**
 * Vouchers: one row per code, in the form normaliseVoucherCode gives, with its money per
 * currency (`StoredVoucher`) and its texts in other languages. Read with the cart that holds
 * the code, in the cart's own statement: a shop may hold many one-off codes.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    code: text('code').primaryKey(),
    definition: jsonb('definition').$type<StoredVoucher>().notNull(),
    texts: jsonb('texts').$type<VoucherTranslations>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vouchers_code_normalised', sql`${table.code} = upper(btrim(${table.code}))`),
    check('vouchers_code_matches', sql`${table.code} = ${table.definition} ->> 'code'`),
  ],
);

/**
 * Each use of a voucher: written by the order that redeems it (the checkout, next issue). A
 * single-use voucher with a redemption is used up, for every shopper.
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => vouchers.code, { onDelete: 'cascade' }),
    /** the order that used it */
    orderReference: text('order_reference').notNull(),
    /** the session that placed the order, while it exists */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('voucher_redemptions_code_idx').on(table.code)],
);

// The local payment provider's tables (migration 0015) live beside its code.
export * from '../payments/payment-tables';
// The local challenge provider's tables live beside its code.
export * from '../captcha/captcha-tables';
// The reference identity provider's tables (users, codes, refresh tokens, keys, mailbox).
export * from '../identity/identity-tables';
