-- Every catalogue change announces its new revision on the channel catalogue_revision
-- (NOTIFY, sent at commit, only if the change commits), so each server instance reloads its
-- catalogue view when told rather than polling the revision every second
-- (plugins/catalogue.ts). The triggers of migration 0007 stay as they are; only their function
-- changes.
CREATE OR REPLACE FUNCTION "bump_catalogue_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_revision bigint;
BEGIN
	INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 1)
	ON CONFLICT ("id") DO UPDATE SET "revision" = "catalogue_revision"."revision" + 1
	RETURNING "revision" INTO v_revision;
	PERFORM pg_notify('catalogue_revision', v_revision::text);
	RETURN NULL;
END
$$;
