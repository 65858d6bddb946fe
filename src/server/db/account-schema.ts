/**
 * What a signed-in shopper keeps with their account (issue 14), keyed by the identity provider's
 * subject (the token's `sub`), re-exported by schema.ts: the address book and the favourites
 * that follow the shopper from device to device. The account's shopping session is a row of
 * `sessions` with its `account_id`; its orders carry `orders.account_id`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The address book: shipping and billing entries, one default of each type (spec §3 "Address"). */
export const accountAddresses = pgTable(
  'account_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    /** shipping or billing (spec §3 type) */
    type: text('type').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** the shopper's own name for the address */
    reference: text('reference'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    postcode: text('postcode'),
    region: text('region'),
    countryCode: text('country_code').notNull(),
    /** E.164 */
    phoneNumber: text('phone_number'),
    email: text('email'),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_addresses_account_idx').on(table.accountId, table.type, table.createdAt),
    uniqueIndex('account_addresses_default_key')
      .on(table.accountId, table.type)
      .where(sql`${table.isDefault}`),
    check('account_addresses_type', sql`${table.type} in ('shipping', 'billing')`),
  ],
);

/** The account's favourites: the list every session of the account reads and writes. */
export const accountFavouriteLists = pgTable('account_favourite_lists', {
  accountId: text('account_id').primaryKey(),
  variantIds: jsonb('variant_ids').$type<string[]>().notNull(),
  /** the client's clock (ms) when the list changed: an older replay never overwrites a newer list */
  revision: bigint('revision', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
