-- The lines a recreated cart adds keep the shared cart's order even where the clock is coarse:
-- PGlite's clock_timestamp() can give two inserts of one call the same instant, and the cart then
-- listed them in the order of their random ids. Each added line is stamped one microsecond after
-- the one before, and after every line the cart already holds.
CREATE OR REPLACE FUNCTION "cart_recreate"(
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
	v_added_at timestamptz;
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
		SELECT count(*), coalesce(sum(c."quantity"), 0),
				greatest(clock_timestamp(), max(c."created_at") + interval '1 microsecond')
			INTO v_lines, v_units, v_added_at
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
				INSERT INTO "cart_items"
					("session_id", "product_id", "sku", "quantity", "set_code", "created_at")
					VALUES (p_session, v_line."product_id", v_line."sku", v_room, v_line."set_code",
						v_added_at);
				v_lines := v_lines + 1;
				v_added_at := v_added_at + interval '1 microsecond';
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
