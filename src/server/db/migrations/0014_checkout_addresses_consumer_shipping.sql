-- Issue 13, checkout's shipping step: a cart's addresses (one row per session and type, every
-- field as validated, for an order to copy), its consumer and its shipping option (columns of
-- the session, like its voucher); the cart's answer carries them, and three statements write
-- them, each checking and locking the session first as every cart write does.
CREATE TABLE "cart_addresses" (
	"session_id" uuid NOT NULL,
	"address_type" text NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_addresses_session_id_address_type_pk" PRIMARY KEY("session_id","address_type"),
	CONSTRAINT "cart_addresses_type" CHECK ("cart_addresses"."address_type" in ('DELIVERY', 'BILLING'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "consumer" jsonb;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "cart_addresses" ADD CONSTRAINT "cart_addresses_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The cart's answer grows a 'checkout' value on its 'cart' row: the consumer and shipping
-- method the session holds and its addresses, for the server to price and show (spec §3).
ALTER TYPE "cart_row" ADD ATTRIBUTE "checkout" jsonb;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cart_refusal"(p_outcome text, p_stock integer DEFAULT NULL)
RETURNS "cart_row" LANGUAGE sql IMMUTABLE AS $$
	SELECT ROW(p_outcome, CASE WHEN p_outcome = 'stock' THEN p_stock END,
		NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
		NULL)::"cart_row"
$$;
--> statement-breakpoint
-- As migration 0013's, with the 'checkout' value.
CREATE OR REPLACE FUNCTION "cart_answer"(p_session "sessions", p_voucher_code text)
RETURNS SETOF "cart_row" LANGUAGE plpgsql STABLE AS $$
DECLARE
	v_row "cart_row";
BEGIN
	v_row.outcome := 'cart';
	v_row.public_id := p_session."cart_public_id";
	v_row.voucher_code := p_voucher_code;
	IF p_voucher_code IS NOT NULL THEN
		SELECT v."definition", v."texts",
			EXISTS (SELECT 1 FROM "voucher_redemptions" r WHERE r."code" = v."code")
			INTO v_row.voucher, v_row.voucher_texts, v_row.voucher_used
			FROM "vouchers" v WHERE v."code" = p_voucher_code;
	END IF;
	v_row.checkout := jsonb_build_object(
		'consumer', p_session."consumer",
		'shippingMethod', p_session."shipping_method",
		'addresses', coalesce((SELECT jsonb_agg(to_jsonb(a) - 'session_id' - 'updated_at')
			FROM "cart_addresses" a WHERE a."session_id" = p_session."id"), '[]'::jsonb));
	RETURN NEXT v_row;
	RETURN QUERY SELECT 'line'::text, k."stock", c."id", c."product_id", c."sku", c."quantity",
		k."size", k."availability", k."ship_date_start", k."ship_date_end", c."set_code",
		NULL::uuid, NULL::text, NULL::jsonb, NULL::jsonb, NULL::boolean, NULL::jsonb
		FROM "cart_items" c
		CROSS JOIN LATERAL (SELECT * FROM "skus" s WHERE s."sku" = c."sku" LIMIT 1) k
		WHERE c."session_id" = p_session."id"
		ORDER BY c."created_at" DESC, c."id" DESC;
END
$$;
--> statement-breakpoint
-- POST /api/cart/address: the session's address of p_type becomes p_address (validated and
-- normalised by the server; keys as the columns), replacing the one it held. With
-- p_billing_matches the billing address is the delivery one again: its own row goes.
CREATE FUNCTION "cart_address_set"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_type text,
	p_address jsonb,
	p_billing_matches boolean
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	INSERT INTO "cart_addresses" AS a ("session_id", "address_type", "reference", "first_name",
		"last_name", "address_line1", "address_line2", "city", "postcode", "region", "country_code",
		"phone_number", "email", "locale")
	SELECT p_session, p_type, r."reference", r."first_name", r."last_name", r."address_line1",
		r."address_line2", r."city", r."postcode", r."region", r."country_code", r."phone_number",
		r."email", r."locale"
	FROM jsonb_populate_record(NULL::"cart_addresses", p_address) r
	ON CONFLICT ("session_id", "address_type") DO UPDATE SET
		"reference" = excluded."reference", "first_name" = excluded."first_name",
		"last_name" = excluded."last_name", "address_line1" = excluded."address_line1",
		"address_line2" = excluded."address_line2", "city" = excluded."city",
		"postcode" = excluded."postcode", "region" = excluded."region",
		"country_code" = excluded."country_code", "phone_number" = excluded."phone_number",
		"email" = excluded."email", "locale" = excluded."locale", "updated_at" = now();
	IF p_billing_matches THEN
		DELETE FROM "cart_addresses" a
			WHERE a."session_id" = p_session AND a."address_type" = 'BILLING';
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
--> statement-breakpoint
-- POST /api/checkout/consumer: the session's consumer becomes p_consumer (validated by the
-- server), keeping the reference it was given the first time.
CREATE FUNCTION "cart_consumer_set"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_consumer jsonb
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	v_session."consumer" := p_consumer || jsonb_build_object('reference',
		coalesce(v_session."consumer" ->> 'reference', gen_random_uuid()::text));
	UPDATE "sessions" s SET "consumer" = v_session."consumer" WHERE s."id" = p_session;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
--> statement-breakpoint
-- POST /api/shipping: the session's shipping option becomes p_method (one the server found
-- offered to the cart; whether it still is is judged again with every answer).
CREATE FUNCTION "cart_shipping_set"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_method text
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	v_session."shipping_method" := p_method;
	UPDATE "sessions" s SET "shipping_method" = p_method WHERE s."id" = p_session;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
