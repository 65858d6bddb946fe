-- Opening an account's shopping session (POST /api/session, session/account-session.ts), in one
-- statement so two sign-ins of one account at once take turns on its row:
-- - the account has one live session, shared by its devices (the bag follows the account); an
--   expired one is deleted, as the housekeeping would, and a new one opened;
-- - the shopper's anonymous session, when it is live and no account's, merges into it: its bag
--   lines are added by sku within the cart limits, as a recreated cart's are (migrations 0012,
--   0021: lines the account's bag already holds grow, new ones are added after them, each
--   within the per-item and per-cart quantities, the line count and the stock); its favourites
--   join the account's; then it is ended (deleted with its lines, addresses and favourites).
-- Answers the account's session id.
-- Two favourites lists as one: every piece of both, once, the list of the newer revision first
-- (the account's on a tie), at most p_max of them.
CREATE FUNCTION "favourites_union"(
	p_a jsonb, p_a_revision bigint, p_b jsonb, p_b_revision bigint, p_max integer
) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(jsonb_agg(u."id" ORDER BY u."pos"), '[]'::jsonb) FROM (
		SELECT e."id", min(e."pos") AS "pos" FROM (
			SELECT x."value" AS "id",
					x."ordinality" + CASE WHEN p_a_revision >= p_b_revision THEN 0 ELSE 1000000 END
						AS "pos"
				FROM jsonb_array_elements(p_a) WITH ORDINALITY x
			UNION ALL
			SELECT x."value",
					x."ordinality" + CASE WHEN p_a_revision >= p_b_revision THEN 1000000 ELSE 0 END
				FROM jsonb_array_elements(p_b) WITH ORDINALITY x
		) e GROUP BY e."id" ORDER BY min(e."pos") LIMIT p_max
	) u
$$;
--> statement-breakpoint
CREATE FUNCTION "account_session_open"(
	p_account text,
	p_anonymous uuid,
	p_language text,
	p_site text,
	p_idle_ms bigint,
	p_orderable smallint[],
	p_from_stock smallint[],
	p_max_quantity integer,
	p_max_lines integer,
	p_max_units integer,
	p_max_favourites integer
) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
	v_live_after timestamptz := now() - p_idle_ms * interval '1 millisecond';
	v_session uuid;
	v_live boolean;
	v_source uuid;
	v_lines bigint;
	v_units bigint;
	v_held integer;
	v_room integer;
	v_line record;
	v_added_at timestamptz;
BEGIN
	SELECT s."id", s."last_used_at" > v_live_after INTO v_session, v_live
		FROM "sessions" s WHERE s."account_id" = p_account FOR UPDATE;
	IF FOUND AND NOT v_live THEN
		DELETE FROM "sessions" s WHERE s."id" = v_session;
		v_session := NULL;
	END IF;
	IF v_session IS NULL THEN
		INSERT INTO "sessions" ("language", "site", "account_id")
			VALUES (p_language, p_site, p_account)
			ON CONFLICT ("account_id") WHERE "account_id" IS NOT NULL DO NOTHING
			RETURNING "id" INTO v_session;
		IF v_session IS NULL THEN
			-- another sign-in of the account opened it meanwhile: take turns on it
			SELECT s."id" INTO v_session FROM "sessions" s WHERE s."account_id" = p_account FOR UPDATE;
		END IF;
	ELSE
		-- the device signing in now says which site and language the session is for
		UPDATE "sessions" s SET "language" = p_language, "site" = p_site, "last_used_at" = now()
			WHERE s."id" = v_session;
	END IF;

	SELECT s."id" INTO v_source FROM "sessions" s
		WHERE s."id" = p_anonymous AND s."account_id" IS NULL AND s."last_used_at" > v_live_after
		FOR UPDATE;
	IF NOT FOUND THEN
		RETURN v_session;
	END IF;

	SELECT count(*), coalesce(sum(c."quantity"), 0),
			greatest(clock_timestamp(), max(c."created_at") + interval '1 microsecond')
		INTO v_lines, v_units, v_added_at
		FROM "cart_items" c WHERE c."session_id" = v_session;
	FOR v_line IN
		SELECT c."product_id", c."sku", c."quantity", c."set_code", k."availability", k."stock"
		FROM "cart_items" c JOIN "skus" k ON k."sku" = c."sku"
		WHERE c."session_id" = v_source AND k."availability" = ANY (p_orderable)
			AND NOT "is_secondary_variant"(c."sku")
		ORDER BY c."created_at", c."id"
	LOOP
		SELECT c."quantity" INTO v_held
			FROM "cart_items" c WHERE c."session_id" = v_session AND c."sku" = v_line."sku";
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
				VALUES (v_session, v_line."product_id", v_line."sku", v_room, v_line."set_code",
					v_added_at);
			v_lines := v_lines + 1;
			v_added_at := v_added_at + interval '1 microsecond';
		ELSE
			UPDATE "cart_items" c SET "quantity" = v_held + v_room, "updated_at" = clock_timestamp()
				WHERE c."session_id" = v_session AND c."sku" = v_line."sku";
		END IF;
		v_units := v_units + v_room;
	END LOOP;

	-- Favourites: both lists' pieces, the newer list's first (its revision wins the order),
	-- at most p_max_favourites; a list that changed gets a revision past both, so a replay of
	-- either list from before the sign-in cannot overwrite the merge.
	INSERT INTO "account_favourite_lists" AS a ("account_id", "variant_ids", "revision")
		SELECT p_account, f."variant_ids", f."revision" FROM "favourite_lists" f
			WHERE f."session_id" = v_source
		ON CONFLICT ("account_id") DO UPDATE SET
			"variant_ids" = "favourites_union"(a."variant_ids", a."revision",
				excluded."variant_ids", excluded."revision", p_max_favourites),
			"revision" = CASE
				WHEN "favourites_union"(a."variant_ids", a."revision", excluded."variant_ids",
					excluded."revision", p_max_favourites) = a."variant_ids" THEN a."revision"
				ELSE greatest(a."revision", excluded."revision") + 1 END,
			"updated_at" = now();

	DELETE FROM "sessions" s WHERE s."id" = v_source;
	RETURN v_session;
END
$$;
