-- Every cart statement checks its shopping session itself and marks it used, in the statement
-- that does the cart's work, so a cart call is one round trip with no session lookup before it
-- (session/session-bound.ts). A new cart statement starts the same way: session_use first,
-- 'no-session' when it finds none.

-- The session p_session if it is known and was used within p_idle_ms; its last use is rewritten
-- to now once older than p_touch_ms (session/session-repository.ts: a busy session costs one
-- write per touch time, not one per request). No row otherwise. With p_lock the row stays
-- locked to the end of the transaction: writes to one cart serialise on it, so two of them can
-- never both pass a limit (migration 0008).
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
-- The cart's lines, as GET /api/cart shows them. Outcome 'ok' with a line a row (a single row
-- without a line for an empty cart), or 'no-session'.
CREATE FUNCTION "cart_read"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint
) RETURNS TABLE (
	"outcome" text, "stock" integer, "id" uuid, "product_id" text, "sku" text, "quantity" integer,
	"size" text, "availability" smallint, "ship_date_start" integer, "ship_date_end" integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
	PERFORM 1 FROM "session_use"(p_session, p_idle_ms, p_touch_ms, false);
	IF NOT FOUND THEN
		outcome := 'no-session'; RETURN NEXT; RETURN;
	END IF;
	RETURN QUERY SELECT 'ok'::text, NULL::integer, l.* FROM "cart_lines"(p_session) l;
	IF NOT FOUND THEN
		outcome := 'ok'; RETURN NEXT;
	END IF;
END
$$;
--> statement-breakpoint
DROP FUNCTION "cart_add"(uuid, text, text, integer, smallint[], smallint[], integer, integer, bigint, bigint);
--> statement-breakpoint
-- Adds p_quantity of a sku. Outcome 'ok' comes with the lines, as cart_read's; any other says
-- which rule refused the write ('stock' with the stock left), and nothing is written.
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
) RETURNS TABLE (
	"outcome" text, "stock" integer, "id" uuid, "product_id" text, "sku" text, "quantity" integer,
	"size" text, "availability" smallint, "ship_date_start" integer, "ship_date_end" integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_availability smallint;
	v_stock integer;
	v_held integer;
	v_total integer;
BEGIN
	PERFORM 1 FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		outcome := 'no-session'; RETURN NEXT; RETURN;
	END IF;
	SELECT k."availability", k."stock" INTO v_availability, v_stock
		FROM "skus" k WHERE k."sku" = p_sku AND k."product_id" = p_product;
	IF NOT FOUND THEN
		outcome := 'not-an-option'; RETURN NEXT; RETURN;
	END IF;
	IF NOT (v_availability = ANY (p_orderable)) THEN
		outcome := 'unavailable'; RETURN NEXT; RETURN;
	END IF;
	SELECT c."quantity" INTO v_held
		FROM "cart_items" c WHERE c."session_id" = p_session AND c."sku" = p_sku;
	v_total := coalesce(v_held, 0) + p_quantity;
	IF v_total > p_max_quantity THEN
		outcome := 'max-quantity'; RETURN NEXT; RETURN;
	END IF;
	IF v_availability = ANY (p_from_stock) AND v_total > v_stock THEN
		outcome := 'stock'; stock := v_stock; RETURN NEXT; RETURN;
	END IF;
	IF v_held IS NULL AND
		(SELECT count(*) FROM "cart_items" c WHERE c."session_id" = p_session) >= p_max_lines THEN
		outcome := 'max-lines'; RETURN NEXT; RETURN;
	END IF;
	INSERT INTO "cart_items" AS c ("session_id", "product_id", "sku", "quantity")
		VALUES (p_session, p_product, p_sku, p_quantity)
		ON CONFLICT ("session_id", "sku") DO UPDATE
		SET "quantity" = c."quantity" + excluded."quantity", "updated_at" = clock_timestamp();
	RETURN QUERY SELECT 'ok'::text, NULL::integer, l.* FROM "cart_lines"(p_session) l;
	IF NOT FOUND THEN
		outcome := 'ok'; RETURN NEXT;
	END IF;
END
$$;
--> statement-breakpoint
DROP FUNCTION "cart_set_quantity"(uuid, uuid, integer, smallint[], smallint[], integer);
--> statement-breakpoint
-- Sets a line's quantity; 0 removes it. Lowering is always allowed, even when the sku can no
-- longer be ordered; raising follows the add rules. Outcomes as cart_add's, and 'no-line'.
CREATE FUNCTION "cart_set_quantity"(
	p_session uuid,
	p_idle_ms bigint,
	p_touch_ms bigint,
	p_item uuid,
	p_quantity integer,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer
) RETURNS TABLE (
	"outcome" text, "stock" integer, "id" uuid, "product_id" text, "sku" text, "quantity" integer,
	"size" text, "availability" smallint, "ship_date_start" integer, "ship_date_end" integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_held integer;
	v_availability smallint;
	v_stock integer;
BEGIN
	PERFORM 1 FROM "session_use"(p_session, p_idle_ms, p_touch_ms, true);
	IF NOT FOUND THEN
		outcome := 'no-session'; RETURN NEXT; RETURN;
	END IF;
	SELECT c."quantity", k."availability", k."stock" INTO v_held, v_availability, v_stock
		FROM "cart_items" c JOIN "skus" k ON k."sku" = c."sku"
		WHERE c."session_id" = p_session AND c."id" = p_item;
	IF NOT FOUND THEN
		outcome := 'no-line'; RETURN NEXT; RETURN;
	END IF;
	IF p_quantity = 0 THEN
		DELETE FROM "cart_items" c WHERE c."id" = p_item;
	ELSE
		IF p_quantity > v_held THEN
			IF NOT (v_availability = ANY (p_orderable)) THEN
				outcome := 'unavailable'; RETURN NEXT; RETURN;
			END IF;
			IF p_quantity > p_max_quantity THEN
				outcome := 'max-quantity'; RETURN NEXT; RETURN;
			END IF;
			IF v_availability = ANY (p_from_stock) AND p_quantity > v_stock THEN
				outcome := 'stock'; stock := v_stock; RETURN NEXT; RETURN;
			END IF;
		END IF;
		UPDATE "cart_items" c SET "quantity" = p_quantity, "updated_at" = clock_timestamp()
			WHERE c."id" = p_item;
	END IF;
	RETURN QUERY SELECT 'ok'::text, NULL::integer, l.* FROM "cart_lines"(p_session) l;
	IF NOT FOUND THEN
		outcome := 'ok'; RETURN NEXT;
	END IF;
END
$$;
