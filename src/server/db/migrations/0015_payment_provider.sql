-- The local card payment provider (docs/payments.md): its RSA key pairs, every payment
-- attempt with its history, and stored cards. At most one authorised, pending or challenged
-- payment per merchant reference (the partial unique index), so an order is never charged twice.
CREATE TABLE "payment_provider_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_payments" (
	"psp_reference" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount_value" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refusal_reason" text,
	"refusal_reason_code" text,
	"card_brand" text NOT NULL,
	"card_summary" text NOT NULL,
	"stored_payment_method_id" text,
	"card_to_store" jsonb,
	"return_url" text,
	"challenge_id" text,
	"challenge_outcome" text,
	"redirect_result" text,
	"history" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_payments_amount_positive" CHECK ("provider_payments"."amount_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_stored_cards" (
	"stored_payment_method_id" text PRIMARY KEY NOT NULL,
	"shopper_reference" text NOT NULL,
	"card_brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"behaviour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_one_live_per_reference" ON "provider_payments" USING btree ("merchant_reference") WHERE "provider_payments"."status" in ('Authorised', 'Pending', 'RedirectShopper');--> statement-breakpoint
CREATE INDEX "provider_payments_merchant_reference_idx" ON "provider_payments" USING btree ("merchant_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_challenge_idx" ON "provider_payments" USING btree ("challenge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_payments_redirect_result_idx" ON "provider_payments" USING btree ("redirect_result");
