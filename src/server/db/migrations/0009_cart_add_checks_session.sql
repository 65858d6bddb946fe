-- The cart add checks the shopping session itself (session/session-repository.ts rules: unknown
-- or unused for the idle time is 'no-session'; its last use is rewritten once older than the
-- touch time), so an add is one statement in all, not a session lookup and then the write.
DROP FUNCTION "cart_add"(uuid, text, text, integer, smallint[], smallint[], integer, integer);
--> statement-breakpoint
CREATE FUNCTION "cart_add"(
	p_session uuid,
	p_product text,
	p_sku text,
	p_quantity integer,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer,
	p_max_lines integer,
	p_idle_ms bigint,
	p_touch_ms bigint
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
	v_last_used timestamptz;
BEGIN
	SELECT s."last_used_at" INTO v_last_used FROM "sessions" s
		WHERE s."id" = p_session AND s."last_used_at" > now() - p_idle_ms * interval '1 millisecond'
		FOR UPDATE;
	IF NOT FOUND THEN
		outcome := 'no-session'; RETURN NEXT; RETURN;
	END IF;
	IF v_last_used < now() - p_touch_ms * interval '1 millisecond' THEN
		UPDATE "sessions" s SET "last_used_at" = now() WHERE s."id" = p_session;
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
	RETURN QUERY SELECT 'changed'::text, NULL::integer, l.* FROM "cart_lines"(p_session) l;
	-- An empty cart still answers its outcome: one row without a line.
	IF NOT FOUND THEN
		outcome := 'changed'; RETURN NEXT;
	END IF;
END
$$;
