CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"error_type" text NOT NULL,
	"error_message" text NOT NULL,
	"stack_trace" text,
	"url" text,
	"user_agent" text,
	"timestamp" timestamp with time zone NOT NULL,
	"severity" text NOT NULL,
	"user_id" text,
	"context" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "error_reports_received_at_idx" ON "error_reports" USING btree ("received_at");