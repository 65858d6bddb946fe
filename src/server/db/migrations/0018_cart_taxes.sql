-- Issue 13, tax calculated at checkout (the US site; spec §4 "Tax"): a session's last tax
-- calculation, keyed by the fingerprint of what it was asked for, PENDING until it lands; the
-- cart's answer carries it in its 'checkout' value, and one statement starts a calculation,
-- checking and locking the session first as every cart write does.
CREATE TABLE "cart_taxes" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"attempt" uuid NOT NULL,
	"status" text NOT NULL,
	"total_tax" integer,
	"shipping_tax" integer,
	"message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "cart_taxes_status" CHECK ("cart_taxes"."status" in ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "cart_taxes_done" CHECK ("cart_taxes"."status" <> 'DONE' or ("cart_taxes"."total_tax" >= 0 and "cart_taxes"."shipping_tax" >= 0))
);
--> statement-breakpoint
ALTER TABLE "cart_taxes" ADD CONSTRAINT "cart_taxes_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- As migration 0014's, with the session's tax calculation in the 'checkout' value (null: none).
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
			FROM "cart_addresses" a WHERE a."session_id" = p_session."id"), '[]'::jsonb),
		'tax', (SELECT jsonb_build_object('fingerprint', t."fingerprint", 'status', t."status",
				'totalTax', t."total_tax", 'shippingTax', t."shipping_tax", 'message', t."message")
			FROM "cart_taxes" t WHERE t."session_id" = p_session."id"));
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
-- POST /api/cart/calculate-tax: the session's tax calculation becomes attempt p_attempt for the
-- cart of fingerprint p_fingerprint, PENDING; the calculation, running apart, settles it by its
-- attempt (server/tax/tax-repository.ts), so a newer request supersedes an older one.
CREATE FUNCTION "cart_tax_start"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_fingerprint text,
	p_attempt uuid
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	INSERT INTO "cart_taxes" AS t ("session_id", "fingerprint", "attempt", "status")
	VALUES (p_session, p_fingerprint, p_attempt, 'PENDING')
	ON CONFLICT ("session_id") DO UPDATE SET
		"fingerprint" = excluded."fingerprint", "attempt" = excluded."attempt",
		"status" = 'PENDING', "total_tax" = NULL, "shipping_tax" = NULL, "message" = NULL,
		"requested_at" = now(), "settled_at" = NULL;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
