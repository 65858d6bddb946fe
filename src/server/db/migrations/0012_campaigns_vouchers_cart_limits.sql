-- Issue 12: campaigns and vouchers are stored (their money per currency, docs/promotions.md), a
-- session's cart gets a public id for shared links and the voucher its shopper applied, a line
-- keeps the set it was added with, and the cart statements of migration 0010 grow the limits of
-- spec §9 (lines, units in the cart, secondary variants), forceBasketClear, the cart-level part
-- of their answer (public id, voucher) and two new statements: the voucher and recreateCart.
CREATE TABLE "campaign_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "campaign_revision_one_row" CHECK ("campaign_revision"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gift_skus" jsonb GENERATED ALWAYS AS (jsonb_path_query_array("definition", '$.promotions[*].gift.sku')) STORED,
	"renews_at_start" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_id_matches" CHECK ("campaigns"."id" = "campaigns"."definition" ->> 'id')
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_reference" text NOT NULL,
	"session_id" uuid,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"code" text PRIMARY KEY NOT NULL,
	"definition" jsonb NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_normalised" CHECK ("vouchers"."code" = upper(btrim("vouchers"."code"))),
	CONSTRAINT "vouchers_code_matches" CHECK ("vouchers"."code" = "vouchers"."definition" ->> 'code')
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "set_code" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "cart_public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "voucher_code" text;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_code_vouchers_code_fk" FOREIGN KEY ("code") REFERENCES "public"."vouchers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_redemptions_code_idx" ON "voucher_redemptions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_cart_public_id_key" ON "sessions" USING btree ("cart_public_id");--> statement-breakpoint
-- Every committed change to the campaigns bumps their revision, once per statement, as the
-- catalogue's does (migration 0007): each server instance polls it and reloads its campaigns.
CREATE FUNCTION "bump_campaign_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "campaign_revision" ("id", "revision") VALUES (1, 1)
	ON CONFLICT ("id") DO UPDATE SET "revision" = "campaign_revision"."revision" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_campaign_revision"();
--> statement-breakpoint
-- Migration 0010's answer becomes cart_row: a refusal alone, as before, or a 'cart' row first
-- (the cart's public id and the voucher it holds, or the one being checked: its definition,
-- texts and whether it was redeemed) and then a 'line' row per line, newest first, with its
-- sku's live availability, stock and ship dates.
DROP FUNCTION "cart_read"(uuid, bigint, bigint);
--> statement-breakpoint
DROP FUNCTION "cart_add"(uuid, bigint, bigint, text, text, integer, smallint[], smallint[], integer, integer);
--> statement-breakpoint
DROP FUNCTION "cart_set_quantity"(uuid, bigint, bigint, uuid, integer, smallint[], smallint[], integer);
--> statement-breakpoint
DROP FUNCTION "cart_answer_lines"(uuid);
--> statement-breakpoint
DROP FUNCTION "cart_outcome"(text, integer);
--> statement-breakpoint
DROP TYPE "cart_answer";
--> statement-breakpoint
DROP FUNCTION "cart_lines"(uuid);
--> statement-breakpoint
CREATE TYPE "cart_row" AS (
	"outcome" text, "stock" integer,
	"id" uuid, "product_id" text, "sku" text, "quantity" integer, "size" text,
	"availability" smallint, "ship_date_start" integer, "ship_date_end" integer, "set_code" text,
	"public_id" uuid, "voucher_code" text, "voucher" jsonb, "voucher_texts" jsonb,
	"voucher_used" boolean
);
--> statement-breakpoint
-- A refusal's answer: its rule, and the stock left for 'stock'.
CREATE FUNCTION "cart_refusal"(p_outcome text, p_stock integer DEFAULT NULL)
RETURNS "cart_row" LANGUAGE sql IMMUTABLE AS $$
	SELECT ROW(p_outcome, CASE WHEN p_outcome = 'stock' THEN p_stock END,
		NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::"cart_row"
$$;
--> statement-breakpoint
-- The answer of a statement that went through: the 'cart' row of p_session describing the
-- voucher p_voucher_code (the one it holds, or the one a voucher check asks about), then its
-- lines newest first. plpgsql, so the rows come out in the order they are returned.
CREATE FUNCTION "cart_answer"(p_session "sessions", p_voucher_code text)
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
	RETURN NEXT v_row;
	RETURN QUERY SELECT 'line'::text, k."stock", c."id", c."product_id", c."sku", c."quantity",
		k."size", k."availability", k."ship_date_start", k."ship_date_end", c."set_code",
		NULL::uuid, NULL::text, NULL::jsonb, NULL::jsonb, NULL::boolean
		FROM "cart_items" c JOIN "skus" k ON k."sku" = c."sku"
		WHERE c."session_id" = p_session."id"
		ORDER BY c."created_at" DESC, c."id" DESC;
END
$$;
--> statement-breakpoint
-- A gift sku of any stored campaign is a secondary variant: given with a promotion, never sold
-- alone (spec §8). The campaign's definition says so (campaigns.gift_skus is derived from it).
CREATE FUNCTION "is_secondary_variant"(p_sku text) RETURNS boolean LANGUAGE sql STABLE AS $$
	SELECT EXISTS (SELECT 1 FROM "campaigns" c WHERE c."gift_skus" ? p_sku)
$$;
--> statement-breakpoint
-- Which limit of the whole cart refuses a write, or NULL: a new line must fit in p_max_lines,
-- and the cart's units after the write (p_units) in p_max_units.
CREATE FUNCTION "cart_limit_refusal"(
	p_new_line boolean,
	p_lines bigint,
	p_units bigint,
	p_max_lines integer,
	p_max_units integer
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN p_new_line AND p_lines >= p_max_lines THEN 'max-lines'
		WHEN p_units > p_max_units THEN 'max-cart-quantity'
	END
$$;
--> statement-breakpoint
-- GET /api/cart: the cart.
CREATE FUNCTION "cart_read"(p_session uuid, p_idle_ms bigint, p_touch_ms bigint)
RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, false);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
--> statement-breakpoint
-- POST /api/cart: adds p_quantity of a sku, a new line or more of the one the cart holds
-- (which then takes p_set_code when one is given). With p_clear (forceBasketClear) the cart's
-- lines are removed first, in the same write, and the limits count from an empty cart. The
-- rules in order: the sku is an option of the product, not a secondary variant, then the
-- line's rules (cart_quantity_refusal), then the cart's (cart_limit_refusal). A refused add
-- writes nothing.
CREATE FUNCTION "cart_add"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_product text,
	p_sku text,
	p_quantity integer,
	p_set_code text,
	p_clear boolean,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer,
	p_max_lines integer,
	p_max_units integer
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
	v_availability smallint;
	v_stock integer;
	v_held integer;
	v_lines bigint := 0;
	v_units bigint := 0;
	v_refusal text;
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	SELECT k."availability", k."stock" INTO v_availability, v_stock
		FROM "skus" k WHERE k."sku" = p_sku AND k."product_id" = p_product;
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('not-an-option'); RETURN;
	END IF;
	IF "is_secondary_variant"(p_sku) THEN
		RETURN NEXT "cart_refusal"('secondary'); RETURN;
	END IF;
	IF NOT p_clear THEN
		SELECT count(*), coalesce(sum(c."quantity"), 0), max(c."quantity") FILTER (WHERE c."sku" = p_sku)
			INTO v_lines, v_units, v_held
			FROM "cart_items" c WHERE c."session_id" = p_session;
	END IF;
	v_refusal := coalesce(
		"cart_quantity_refusal"(v_availability, v_stock, coalesce(v_held, 0) + p_quantity,
			p_orderable, p_from_stock, p_max_quantity),
		"cart_limit_refusal"(v_held IS NULL, v_lines, v_units + p_quantity, p_max_lines, p_max_units));
	IF v_refusal IS NOT NULL THEN
		RETURN NEXT "cart_refusal"(v_refusal, v_stock); RETURN;
	END IF;
	IF p_clear THEN
		DELETE FROM "cart_items" c WHERE c."session_id" = p_session;
	END IF;
	-- The session's lock keeps the line as read: no other write to this cart runs meanwhile.
	IF v_held IS NULL THEN
		INSERT INTO "cart_items" ("session_id", "product_id", "sku", "quantity", "set_code")
			VALUES (p_session, p_product, p_sku, p_quantity, p_set_code);
	ELSE
		UPDATE "cart_items" c SET "quantity" = v_held + p_quantity,
			"set_code" = coalesce(p_set_code, c."set_code"), "updated_at" = clock_timestamp()
			WHERE c."session_id" = p_session AND c."sku" = p_sku;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
--> statement-breakpoint
-- PUT /api/cart/{itemId}: sets a line's quantity; 0 removes it. Lowering is always allowed,
-- even when the sku can no longer be ordered; raising follows the line's rules and the cart's
-- unit limit. 'no-line' when the cart has no such line. A refused change writes nothing.
CREATE FUNCTION "cart_set_quantity"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_item uuid,
	p_quantity integer,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer,
	p_max_units integer
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
	v_held integer;
	v_availability smallint;
	v_stock integer;
	v_units bigint;
	v_refusal text;
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	SELECT c."quantity", k."availability", k."stock" INTO v_held, v_availability, v_stock
		FROM "cart_items" c JOIN "skus" k ON k."sku" = c."sku"
		WHERE c."session_id" = p_session AND c."id" = p_item;
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-line'); RETURN;
	END IF;
	IF p_quantity > v_held THEN
		SELECT coalesce(sum(c."quantity"), 0) INTO v_units
			FROM "cart_items" c WHERE c."session_id" = p_session;
		v_refusal := coalesce(
			"cart_quantity_refusal"(v_availability, v_stock, p_quantity,
				p_orderable, p_from_stock, p_max_quantity),
			"cart_limit_refusal"(false, 0, v_units - v_held + p_quantity, 0, p_max_units));
		IF v_refusal IS NOT NULL THEN
			RETURN NEXT "cart_refusal"(v_refusal, v_stock); RETURN;
		END IF;
	END IF;
	IF p_quantity = 0 THEN
		DELETE FROM "cart_items" c WHERE c."id" = p_item;
	ELSE
		UPDATE "cart_items" c SET "quantity" = p_quantity, "updated_at" = clock_timestamp()
			WHERE c."id" = p_item;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
--> statement-breakpoint
-- PUT /api/cart/voucher, first half: the cart as it is, its 'cart' row describing the voucher
-- p_code instead of the one it holds, for the server to judge with the cart's prices (the
-- promotions engine). Writes nothing but the session's use.
CREATE FUNCTION "cart_voucher_check"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_code text
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, false);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, p_code);
END
$$;
--> statement-breakpoint
-- PUT /api/cart/voucher, second half: the cart holds p_code (NULL: no voucher) from now on.
-- Whether the code applies is judged again with every answer, so a cart that changed between
-- the check and this write is still priced right.
CREATE FUNCTION "cart_voucher_set"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_code text
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	UPDATE "sessions" s SET "voucher_code" = p_code WHERE s."id" = p_session;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, p_code);
END
$$;
--> statement-breakpoint
-- POST /api/cart/recreateCart: the lines of the cart named p_public (a session used within the
-- idle time; else 'cart-not-found' and nothing is written) are added to this session's cart,
-- oldest first so they keep their order, merged by sku. Each within the limits: a line that
-- cannot be ordered or is a secondary variant is left out, a quantity is cut to what the line,
-- the stock and the cart's units allow, and no line is added beyond p_max_lines. The shared
-- cart's voucher is not taken: a code is its shopper's.
CREATE FUNCTION "cart_recreate"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_public uuid,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer,
	p_max_lines integer,
	p_max_units integer
) RETURNS SETOF "cart_row" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
	v_source uuid;
	v_lines bigint;
	v_units bigint;
	v_held integer;
	v_room integer;
	v_line record;
BEGIN
	SELECT * INTO v_session FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('no-session'); RETURN;
	END IF;
	SELECT s."id" INTO v_source FROM "sessions" s
		WHERE s."cart_public_id" = p_public
			AND s."last_used_at" > now() - p_idle_ms * interval '1 millisecond';
	IF NOT FOUND THEN
		RETURN NEXT "cart_refusal"('cart-not-found'); RETURN;
	END IF;
	IF v_source <> p_session THEN
		SELECT count(*), coalesce(sum(c."quantity"), 0) INTO v_lines, v_units
			FROM "cart_items" c WHERE c."session_id" = p_session;
		FOR v_line IN
			SELECT c."product_id", c."sku", c."quantity", c."set_code", k."availability", k."stock"
			FROM "cart_items" c JOIN "skus" k ON k."sku" = c."sku"
			WHERE c."session_id" = v_source AND k."availability" = ANY (p_orderable)
				AND NOT "is_secondary_variant"(c."sku")
			ORDER BY c."created_at", c."id"
		LOOP
			SELECT c."quantity" INTO v_held
				FROM "cart_items" c WHERE c."session_id" = p_session AND c."sku" = v_line."sku";
			CONTINUE WHEN v_held IS NULL AND v_lines >= p_max_lines;
			v_room := least(v_line."quantity", p_max_quantity - coalesce(v_held, 0),
				p_max_units - v_units);
			IF v_line."availability" = ANY (p_from_stock) THEN
				v_room := least(v_room, v_line."stock" - coalesce(v_held, 0));
			END IF;
			CONTINUE WHEN v_room <= 0;
			IF v_held IS NULL THEN
				INSERT INTO "cart_items" ("session_id", "product_id", "sku", "quantity", "set_code")
					VALUES (p_session, v_line."product_id", v_line."sku", v_room, v_line."set_code");
				v_lines := v_lines + 1;
			ELSE
				UPDATE "cart_items" c SET "quantity" = v_held + v_room, "updated_at" = clock_timestamp()
					WHERE c."session_id" = p_session AND c."sku" = v_line."sku";
			END IF;
			v_units := v_units + v_room;
		END LOOP;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer"(v_session, v_session."voucher_code");
END
$$;
