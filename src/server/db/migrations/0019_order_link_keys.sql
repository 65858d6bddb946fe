-- Issue 13: the secret that signs guest order links (GET /api/order/s/myOrder?hash=…), made
-- once by the first server to start and shared by every instance through this table.
CREATE TABLE "order_link_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
