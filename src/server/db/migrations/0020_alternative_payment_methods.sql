-- Issue 13: PayPal (also express), iDEAL and Alipay pages, and Google Pay / Apple Pay wallets
-- at the local test provider (docs/payments.md). A payment names its method; a payment without
-- a card keeps no card summary; PayPal's approval and addresses and the iDEAL bank sit in
-- method_data; a wallet's token pays once (its digest is unique). The partial unique index of
-- 0015 keeps every method to one live payment per merchant reference.
ALTER TABLE "provider_payments" ALTER COLUMN "card_summary" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "payment_method" text DEFAULT 'scheme' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "method_data" jsonb;--> statement-breakpoint
ALTER TABLE "provider_payments" ADD COLUMN "wallet_token_digest" text;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_wallet_token_idx" ON "provider_payments" USING btree ("wallet_token_digest");