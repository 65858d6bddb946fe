/**
 * The local test payment provider's tables (DESIGN §1 /pay/*, §5 "Payments"), migrations 0015
 * and 0020 (PayPal, redirect methods and wallets).
 * They belong to the provider, not the shop: a real provider keeps them on its side, and the
 * shop knows a payment only by the answers of its client (provider-client.ts).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PaymentHistoryEntry, ProviderPublicKey } from '../../shared/payments/provider-api';
import type { MethodData } from './method-data';
import type { StoredCardDraft } from './stored-card-draft';

/**
 * The provider's RSA-OAEP key pairs. The newest is the one browsers encrypt with; every
 * instance reads the same rows, so a card encrypted against one instance decrypts on another
 * and after a restart. The private key never leaves this table but for decryption.
 */
export const paymentProviderKeys = pgTable('payment_provider_keys', {
  /** the key id each encrypted blob names */
  keyId: text('key_id').primaryKey(),
  /** the public key as a JSON Web Key (RSA-OAEP-256) */
  publicJwk: jsonb('public_jwk').$type<ProviderPublicKey['publicKey']>().notNull(),
  /** PKCS#8 PEM */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every charge attempt the provider answered. A merchantReference has at most one payment that
 * is authorised, pending or waiting for the shopper (the partial unique index), so a second
 * attempt for the same order answers the first instead of charging twice; refused attempts
 * stay beside it as history, and a new attempt may follow them.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    pspReference: text('psp_reference').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    amountValue: integer('amount_value').notNull(),
    currency: text('currency').notNull(),
    /** Authorised, Refused, Pending, RedirectShopper, Error (PaymentResultCode) */
    status: text('status').notNull(),
    refusalReason: text('refusal_reason'),
    refusalReasonCode: text('refusal_reason_code'),
    /** Adyen's paymentMethod.type: scheme, paypal, ideal, alipay, googlepay, applepay */
    paymentMethod: text('payment_method').notNull().default('scheme'),
    /**
     * the brand answered: a card's (also one paid through a wallet), else the method's; with
     * the last four digits of a card, all a payment keeps of it (null: no card)
     */
    cardBrand: text('card_brand').notNull(),
    cardSummary: text('card_summary'),
    /** the stored card created by this payment (storeCard), or the one it was paid with */
    storedPaymentMethodId: text('stored_payment_method_id'),
    /** the card to store once the payment is authorised (storePaymentMethod), else null */
    cardToStore: jsonb('card_to_store').$type<StoredCardDraft>(),
    /** where the provider's page (3-D Secure, PayPal, the bank, Alipay) returns the shopper */
    returnUrl: text('return_url'),
    /** the provider page's id (3-D Secure challenge, PayPal approval, bank, Alipay) */
    challengeId: text('challenge_id'),
    /** the shopper's answer on that page: approve, fail, cancel, decline, pending */
    challengeOutcome: text('challenge_outcome'),
    /** the opaque result the shopper carried back; usable once with /payments/details */
    redirectResult: text('redirect_result'),
    /** what the method keeps beside: PayPal's approval and addresses, the bank chosen */
    methodData: jsonb('method_data').$type<MethodData>(),
    /** SHA-256 of a wallet's payment token: a token pays once (the unique index) */
    walletTokenDigest: text('wallet_token_digest'),
    history: jsonb('history').$type<PaymentHistoryEntry[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_payments_one_live_per_reference')
      .on(table.merchantReference)
      .where(sql`${table.status} in ('Authorised', 'Pending', 'RedirectShopper')`),
    index('provider_payments_merchant_reference_idx').on(table.merchantReference),
    uniqueIndex('provider_payments_challenge_idx').on(table.challengeId),
    uniqueIndex('provider_payments_redirect_result_idx').on(table.redirectResult),
    uniqueIndex('provider_payments_wallet_token_idx').on(table.walletTokenDigest),
    check('provider_payments_amount_positive', sql`${table.amountValue} > 0`),
  ],
);

/**
 * Cards stored with storeCard: a token pays later payments without the card fields. The card
 * number itself is not kept, only what it showed (brand, last four, expiry) and which test
 * behaviour it stands for, so a token paid with behaves as its card did.
 */
export const providerStoredCards = pgTable('provider_stored_cards', {
  storedPaymentMethodId: text('stored_payment_method_id').primaryKey(),
  /** the shopper the card was stored for (Adyen's shopperReference), '' for none */
  shopperReference: text('shopper_reference').notNull(),
  cardBrand: text('card_brand').notNull(),
  lastFour: text('last_four').notNull(),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  /** the test card's outcome (test-cards.ts) */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
