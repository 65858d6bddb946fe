CREATE TABLE "catalogue_revision" (
	"id" smallint PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	CONSTRAINT "catalogue_revision_one_row" CHECK ("catalogue_revision"."id" = 1)
);
--> statement-breakpoint
-- Every committed change to the catalogue tables bumps the revision, once per statement. The
-- row has no value until the first change (the seed): an absent row reads as revision 0, and
-- an empty database stays empty for the first start's "is this database new" check.
CREATE FUNCTION "bump_catalogue_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 1)
	ON CONFLICT ("id") DO UPDATE SET "revision" = "catalogue_revision"."revision" + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "brands_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();--> statement-breakpoint
CREATE TRIGGER "products_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();--> statement-breakpoint
CREATE TRIGGER "variants_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "variants"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();--> statement-breakpoint
CREATE TRIGGER "prices_revision" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();--> statement-breakpoint
CREATE TRIGGER "skus_revision" AFTER INSERT OR DELETE OR TRUNCATE ON "skus"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();--> statement-breakpoint
-- Every sku column but stock: the view does not hold stock, and a stock decrement (an order)
-- must not serialise on the revision row or make every instance reload the catalogue.
CREATE TRIGGER "skus_revision_update" AFTER UPDATE OF
	"sku", "variant_id", "product_id", "size", "availability", "ship_date_start", "ship_date_end", "position"
	ON "skus" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_revision"();
