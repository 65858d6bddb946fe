/**
 * The reference identity provider's tables (docs/api.md "Accounts and identity"), beside its
 * code as the payment provider's are: the pool's users, the codes it sent, its refresh tokens,
 * the key it signs tokens with and the development mailbox. A deployment on a hosted user
 * pool leaves them empty.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A user of the pool; `sub` is the id every token and the shop's account data carry. */
export const identityUsers = pgTable(
  'identity_users',
  {
    sub: uuid('sub').primaryKey().defaultRandom(),
    /** the e-mail, lower-cased: Cognito's username for a pool signing in by e-mail */
    username: text('username').notNull().unique(),
    email: text('email').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    /** argon2id, PHC string (identity/passwords.ts) */
    passwordHash: text('password_hash').notNull(),
    /** confirmed by the code sent to the e-mail (ConfirmSignUp or ConfirmForgotPassword) */
    confirmed: boolean('confirmed').notNull().default(false),
    /**
     * Tokens issued before this instant are no longer honoured by the provider's own operations
     * (GlobalSignOut, a changed or reset password); the shop API's JWKS check cannot see it.
     */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true })
      .notNull()
      .defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('identity_users_username_lower', sql`${table.username} = lower(${table.username})`),
  ],
);

/**
 * A code sent to a user: its SHA-256 (with a per-code salt), never the code. Single use:
 * `spentAt` is set when it is used, replaced by a newer code, or has had its last attempt. The
 * rows of the last hour also count the sends (at most five an hour).
 */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userSub: uuid('user_sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'confirm-sign-up' | 'forgot-password'>().notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    /** wrong answers so far; the fifth spends the code */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('identity_codes_user_idx').on(table.userSub, table.createdAt)],
);

/**
 * Refresh tokens, by their SHA-256 (the token is 32 random bytes, shown once). Every refresh
 * rotates: the token used is marked `rotatedAt` and a new one of the same family is issued. A
 * rotated token presented again after the grace period means a copy leaked: the whole family
 * is revoked.
 */
export const identityRefreshTokens = pgTable(
  'identity_refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userSub: uuid('user_sub')
      .notNull()
      .references(() => identityUsers.sub, { onDelete: 'cascade' }),
    /** every token descended from one sign-in */
    familyId: uuid('family_id').notNull(),
    /** the sign-in's time, carried into the ID and access tokens as auth_time */
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('identity_refresh_tokens_family_idx').on(table.familyId),
    index('identity_refresh_tokens_user_idx').on(table.userSub),
  ],
);

/** The RS256 key pairs tokens are signed with: made at the first start, kept across restarts. */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  /** the public half as published in the JWKS */
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  /** PKCS#8 PEM; never sent anywhere */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The development mailbox: every message the provider "sends" (a sign-up or reset code). Shown
 * at /dev/mailbox on the embedded default only; a real deployment's provider sends real mail.
 */
export const identityMailbox = pgTable(
  'identity_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    // the database's clock, as it reads: newest first even for two messages of one request
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index('identity_mailbox_recipient_idx').on(table.recipient, table.sentAt)],
);
