-- Idempotency keys belong to their owner (the session, or '' without one) and operation, and
-- remember a fingerprint of the request they were first sent with (docs/api.md). A key stored
-- before this migration has neither, so it cannot be told apart from a reuse: such keys are
-- forgotten. A write replayed across the upgrade then runs once more, which the outbox writes
-- tolerate (favourites keep the newest revision, back-in-stock keeps one row per email and sku).
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_owner_scope_key_pk" PRIMARY KEY("owner","scope","key");
