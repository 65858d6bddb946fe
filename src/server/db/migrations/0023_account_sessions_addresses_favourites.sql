CREATE TABLE "account_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"reference" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postcode" text,
	"region" text,
	"country_code" text NOT NULL,
	"phone_number" text,
	"email" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_addresses_type" CHECK ("account_addresses"."type" in ('shipping', 'billing'))
);
--> statement-breakpoint
CREATE TABLE "account_favourite_lists" (
	"account_id" text PRIMARY KEY NOT NULL,
	"variant_ids" jsonb NOT NULL,
	"revision" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "account_id" text;--> statement-breakpoint
CREATE INDEX "account_addresses_account_idx" ON "account_addresses" USING btree ("account_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "account_addresses_default_key" ON "account_addresses" USING btree ("account_id","type") WHERE "account_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_account_key" ON "sessions" USING btree ("account_id") WHERE "sessions"."account_id" is not null;