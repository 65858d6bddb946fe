-- Issue 13: orders. An order copies what the priced cart showed when it was placed (lines,
-- totals, the checkout's choices) so later changes never alter it; it belongs to its session
-- while that lives, and to an account once accounts exist. Its status history is the tracking
-- timeline.
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sku" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_list" integer NOT NULL,
	"unit_sale" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"gift" boolean DEFAULT false NOT NULL,
	"display" jsonb NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position"),
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"session_id" uuid,
	"account_id" text,
	"site" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"item_cost" integer NOT NULL,
	"discount_product" integer NOT NULL,
	"delivery_cost" integer NOT NULL,
	"discount_shipping" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"voucher_code" text,
	"snapshot" jsonb NOT NULL,
	"payment_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_money_not_negative" CHECK ("orders"."item_cost" >= 0 and "orders"."discount_product" >= 0 and "orders"."delivery_cost" >= 0
        and "orders"."discount_shipping" >= 0 and "orders"."tax" >= 0 and "orders"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_reference_key" ON "orders" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "orders_session_idx" ON "orders" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'AWAITING_PAYMENT';