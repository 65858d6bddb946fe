-- Rate-limit counters live only as long as their window (a minute): UNLOGGED keeps them out of
-- the write-ahead log, so counting a request costs no WAL flush at commit, and a crash that
-- empties the table merely restarts the current windows.
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Sessions opened before this migration were never timed: their last known use is their latest
-- cart or favourites change, else their creation. A session idle longer than the idle time
-- (SESSION_IDLE_DAYS) thus expires at once; one in use keeps working.
UPDATE "sessions" SET "last_used_at" = greatest(
	"created_at",
	(SELECT max("updated_at") FROM "cart_items" WHERE "cart_items"."session_id" = "sessions"."id"),
	(SELECT "updated_at" FROM "favourite_lists" WHERE "favourite_lists"."session_id" = "sessions"."id")
);--> statement-breakpoint
CREATE INDEX "sessions_last_used_idx" ON "sessions" USING btree ("last_used_at");
