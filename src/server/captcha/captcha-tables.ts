/**
 * The local challenge provider's tables (docs/api.md "Captcha"), beside its code as the payment
 * provider's are: the key challenges are signed with, and the challenges already redeemed.
 */
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The HMAC key challenges are signed with: made on the first start and kept here, so every
 * instance and every restart accepts what any of them handed out. One row; never sent anywhere.
 */
export const captchaKeys = pgTable('captcha_keys', {
  keyId: text('key_id').primaryKey(),
  /** 32 random bytes, base64url */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Challenges whose solution was accepted once: a second use is refused. A row is needed only
 * until its challenge expires (after that the signature's expiry refuses it anyway), then the
 * housekeeping deletes it.
 */
export const captchaRedeemed = pgTable(
  'captcha_redeemed',
  {
    /** the challenge's hex digest: unique, as its salt is random */
    challenge: text('challenge').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_redeemed_expires_idx').on(table.expiresAt)],
);
