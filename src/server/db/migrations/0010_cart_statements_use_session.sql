-- Every cart statement checks its shopping session itself and marks it used, in the statement
-- that does the cart's work, so a cart call is one round trip with no session lookup before it
-- (session/session-bound.ts). A new cart statement is built the same way, from the helpers
-- here: session_use first ('no-session' when it finds none), the line rules of
-- cart_quantity_refusal, and its answer from cart_outcome and cart_answer_lines. (The add of
-- migration 0009 and both writes of 0008 are replaced.)

-- The session p_session if it is known and was used within p_idle_ms; its last use is rewritten
-- to now once older than p_touch_ms (session/session-repository.ts: a busy session costs one
-- write per touch time, not one per request). No row otherwise. With p_lock the row stays
-- locked to the end of the transaction: writes to one cart serialise on it, so two of them can
-- never both pass a limit, and a line a write has read stays as read until it writes.
CREATE FUNCTION "session_use"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_lock boolean
) RETURNS SETOF "sessions" LANGUAGE plpgsql AS $$
DECLARE
	v_session "sessions";
	v_touch_before timestamptz := now() - p_touch_ms * interval '1 millisecond';
BEGIN
	IF p_lock THEN
		SELECT * INTO v_session FROM "sessions" s
			WHERE s."id" = p_session AND s."last_used_at" > now() - p_idle_ms * interval '1 millisecond'
			FOR UPDATE;
	ELSE
		SELECT * INTO v_session FROM "sessions" s
			WHERE s."id" = p_session AND s."last_used_at" > now() - p_idle_ms * interval '1 millisecond';
	END IF;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	IF v_session."last_used_at" < v_touch_before THEN
		-- Unlocked, another request may have touched it meanwhile: then this one writes nothing.
		UPDATE "sessions" s SET "last_used_at" = now()
			WHERE s."id" = p_session AND s."last_used_at" < v_touch_before;
		IF FOUND THEN
			v_session."last_used_at" := now();
		END IF;
	END IF;
	RETURN NEXT v_session;
END
$$;
--> statement-breakpoint
-- What a cart statement answers, a row a line: outcome 'ok' with the cart's lines after the call
-- (newest first; no row for an empty cart), or which rule refused the call, alone ('stock' with
-- the stock left).
CREATE TYPE "cart_answer" AS (
	"outcome" text, "stock" integer, "id" uuid, "product_id" text, "sku" text, "quantity" integer,
	"size" text, "availability" smallint, "ship_date_start" integer, "ship_date_end" integer
);
--> statement-breakpoint
-- A refusal's answer: its rule, and the stock left for 'stock'.
CREATE FUNCTION "cart_outcome"(p_outcome text, p_stock integer DEFAULT NULL)
RETURNS "cart_answer" LANGUAGE sql IMMUTABLE AS $$
	SELECT ROW(p_outcome, CASE WHEN p_outcome = 'stock' THEN p_stock END,
		NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)::"cart_answer"
$$;
--> statement-breakpoint
-- The cart's lines as an 'ok' answer (migration 0008's cart_lines). Plain SQL, so the planner
-- inlines it into the statement that returns it.
CREATE FUNCTION "cart_answer_lines"(p_session uuid)
RETURNS SETOF "cart_answer" LANGUAGE sql STABLE AS $$
	SELECT 'ok'::text, NULL::integer, l.* FROM "cart_lines"(p_session) l
$$;
--> statement-breakpoint
-- Which rule refuses a line holding p_total of a sku, or NULL: the sku must be orderable, a line
-- holds at most p_max_quantity, and a sku that ships from stock at most the stock left
-- (pre-orders and back-orders are sold beyond it). The codes and limits come from the caller
-- (src/shared), so the rules keep one source.
CREATE FUNCTION "cart_quantity_refusal"(
	p_availability smallint,
	p_stock integer,
	p_total integer,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN NOT (p_availability = ANY (p_orderable)) THEN 'unavailable'
		WHEN p_total > p_max_quantity THEN 'max-quantity'
		WHEN p_availability = ANY (p_from_stock) AND p_total > p_stock THEN 'stock'
	END
$$;
--> statement-breakpoint
-- GET /api/cart: the cart's lines.
CREATE FUNCTION "cart_read"(p_session uuid, p_idle_ms bigint, p_touch_ms bigint)
RETURNS SETOF "cart_answer" LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "session_use"(p_session, p_idle_ms, p_touch_ms, false);
	IF NOT FOUND THEN
		RETURN NEXT "cart_outcome"('no-session'); RETURN;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer_lines"(p_session);
END
$$;
--> statement-breakpoint
DROP FUNCTION "cart_add"(uuid, text, text, integer, smallint[], smallint[], integer, integer, bigint, bigint);
--> statement-breakpoint
-- Adds p_quantity of a sku: a new line, or more of the one the cart holds. A new line must also
-- fit in the cart (p_max_lines). A refused add writes nothing.
CREATE FUNCTION "cart_add"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_product text,
	p_sku text,
	p_quantity integer,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer,
	p_max_lines integer
) RETURNS SETOF "cart_answer" LANGUAGE plpgsql AS $$
DECLARE
	v_availability smallint;
	v_stock integer;
	v_held integer;
	v_refusal text;
BEGIN
	PERFORM 1 FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_outcome"('no-session'); RETURN;
	END IF;
	SELECT k."availability", k."stock" INTO v_availability, v_stock
		FROM "skus" k WHERE k."sku" = p_sku AND k."product_id" = p_product;
	IF NOT FOUND THEN
		RETURN NEXT "cart_outcome"('not-an-option'); RETURN;
	END IF;
	SELECT c."quantity" INTO v_held
		FROM "cart_items" c WHERE c."session_id" = p_session AND c."sku" = p_sku;
	v_refusal := "cart_quantity_refusal"(v_availability, v_stock, coalesce(v_held, 0) + p_quantity,
		p_orderable, p_from_stock, p_max_quantity);
	IF v_refusal IS NULL AND v_held IS NULL AND
		(SELECT count(*) FROM "cart_items" c WHERE c."session_id" = p_session) >= p_max_lines THEN
		v_refusal := 'max-lines';
	END IF;
	IF v_refusal IS NOT NULL THEN
		RETURN NEXT "cart_outcome"(v_refusal, v_stock); RETURN;
	END IF;
	-- The session's lock keeps the line as read: no other write to this cart runs meanwhile.
	IF v_held IS NULL THEN
		INSERT INTO "cart_items" ("session_id", "product_id", "sku", "quantity")
			VALUES (p_session, p_product, p_sku, p_quantity);
	ELSE
		UPDATE "cart_items" c SET "quantity" = v_held + p_quantity, "updated_at" = clock_timestamp()
			WHERE c."session_id" = p_session AND c."sku" = p_sku;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer_lines"(p_session);
END
$$;
--> statement-breakpoint
DROP FUNCTION "cart_set_quantity"(uuid, uuid, integer, smallint[], smallint[], integer);
--> statement-breakpoint
-- Sets a line's quantity; 0 removes it. Lowering is always allowed, even when the sku can no
-- longer be ordered; raising follows the add's line rules. 'no-line' when the cart has no such
-- line. A refused change writes nothing.
CREATE FUNCTION "cart_set_quantity"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_item uuid,
	p_quantity integer,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer
) RETURNS SETOF "cart_answer" LANGUAGE plpgsql AS $$
DECLARE
	v_held integer;
	v_availability smallint;
	v_stock integer;
	v_refusal text;
BEGIN
	PERFORM 1 FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		RETURN NEXT "cart_outcome"('no-session'); RETURN;
	END IF;
	SELECT c."quantity", k."availability", k."stock" INTO v_held, v_availability, v_stock
		FROM "cart_items" c JOIN "skus" k ON k."sku" = c."sku"
		WHERE c."session_id" = p_session AND c."id" = p_item;
	IF NOT FOUND THEN
		RETURN NEXT "cart_outcome"('no-line'); RETURN;
	END IF;
	IF p_quantity > v_held THEN
		v_refusal := "cart_quantity_refusal"(v_availability, v_stock, p_quantity,
			p_orderable, p_from_stock, p_max_quantity);
		IF v_refusal IS NOT NULL THEN
			RETURN NEXT "cart_outcome"(v_refusal, v_stock); RETURN;
		END IF;
	END IF;
	IF p_quantity = 0 THEN
		DELETE FROM "cart_items" c WHERE c."id" = p_item;
	ELSE
		UPDATE "cart_items" c SET "quantity" = p_quantity, "updated_at" = clock_timestamp()
			WHERE c."id" = p_item;
	END IF;
	RETURN QUERY SELECT * FROM "cart_answer_lines"(p_session);
END
$$;
