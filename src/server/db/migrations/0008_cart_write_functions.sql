-- Cart writes in one round trip (cart/cart-repository.ts): the rules that depend on live data —
-- the sku's availability and stock, the line's quantity, the number of lines — are checked and
-- the line written by one call, which answers the cart's lines after the write. The limits and
-- availability codes come from the caller (src/shared), so the rules keep one source. The
-- session row lock serialises concurrent writes to one cart; in READ COMMITTED each statement
-- after it sees what the writes before it committed, so two writes can never both pass a
-- limit. The quantity increment itself is atomic (ON CONFLICT … DO UPDATE).

-- A cart's lines with their skus' live state, newest first.
CREATE FUNCTION "cart_lines"(p_session uuid) RETURNS TABLE (
	"id" uuid,
	"product_id" text,
	"sku" text,
	"quantity" integer,
	"size" text,
	"availability" smallint,
	"ship_date_start" integer,
	"ship_date_end" integer
) LANGUAGE sql STABLE AS $$
	SELECT c."id", c."product_id", c."sku", c."quantity",
		k."size", k."availability", k."ship_date_start", k."ship_date_end"
	FROM "cart_items" c JOIN "skus" k ON k."sku" = c."sku"
	WHERE c."session_id" = p_session
	ORDER BY c."created_at" DESC, c."id" DESC
$$;
--> statement-breakpoint
-- Adds p_quantity of a sku. Outcome 'changed' comes with the lines, one a row (a single row
-- without a line for an empty cart); any other says which rule refused the write ('stock' with
-- the stock left), and nothing is written.
CREATE FUNCTION "cart_add"(
	p_session uuid,
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
	PERFORM 1 FROM "sessions" s WHERE s."id" = p_session FOR UPDATE;
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
	RETURN QUERY SELECT 'changed'::text, NULL::integer, l.* FROM "cart_lines"(p_session) l;
	-- An empty cart still answers its outcome: one row without a line.
	IF NOT FOUND THEN
		outcome := 'changed'; RETURN NEXT;
	END IF;
END
$$;
--> statement-breakpoint
-- Sets a line's quantity; 0 removes it. Lowering is always allowed, even when the sku can no
-- longer be ordered; raising follows the add rules. Outcomes as cart_add's, and 'no-line'.
CREATE FUNCTION "cart_set_quantity"(
	p_session uuid,
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
	PERFORM 1 FROM "sessions" s WHERE s."id" = p_session FOR UPDATE;
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
	RETURN QUERY SELECT 'changed'::text, NULL::integer, l.* FROM "cart_lines"(p_session) l;
	-- An empty cart still answers its outcome: one row without a line.
	IF NOT FOUND THEN
		outcome := 'changed'; RETURN NEXT;
	END IF;
END
$$;
