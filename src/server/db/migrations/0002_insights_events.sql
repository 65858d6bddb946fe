CREATE TABLE "insights_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"event_subtype" text,
	"event_name" text NOT NULL,
	"index_name" text NOT NULL,
	"user_token" text NOT NULL,
	"authenticated_user_token" text,
	"query_id" text,
	"object_ids" jsonb,
	"positions" jsonb,
	"filters" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "insights_events_query_idx" ON "insights_events" USING btree ("query_id");--> statement-breakpoint
CREATE INDEX "insights_events_occurred_idx" ON "insights_events" USING btree ("occurred_at");