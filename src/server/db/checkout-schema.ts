/**
 * The checkout's tables (drizzle), re-exported by schema.ts. A cart's addresses are rows of
 * their own, one per session and address type, holding every field of spec §3 "Address" as
 * validated and normalised (shared/address): an order copies them as they are when it is placed.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './session-schema';

export const cartAddresses = pgTable(
  'cart_addresses',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** DELIVERY or BILLING (spec §3 addressType) */
    addressType: text('address_type').notNull(),
    /** the shopper's own name for a saved address, when it came from one */
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.addressType] }),
    check('cart_addresses_type', sql`${table.addressType} in ('DELIVERY', 'BILLING')`),
  ],
);
