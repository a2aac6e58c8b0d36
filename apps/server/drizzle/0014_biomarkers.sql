CREATE TABLE "lab_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text DEFAULT 'blood' NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"file_name" text,
	"file_key" text,
	"page_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_type" text,
	"collected_on" date,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"report_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"row_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"loinc" text,
	"value" double precision,
	"text" text,
	"unit" text,
	"range_low" double precision,
	"range_high" double precision,
	"range_text" text,
	"flag" text DEFAULT 'unknown' NOT NULL,
	"flag_source" text DEFAULT 'none' NOT NULL,
	"confidence" double precision DEFAULT 0 NOT NULL,
	"box" jsonb,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"canonical_value" double precision,
	"canonical_unit" text,
	CONSTRAINT "lab_results_report_id_row_id_pk" PRIMARY KEY("report_id","row_id")
);
--> statement-breakpoint
ALTER TABLE "lab_reports" ADD CONSTRAINT "lab_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_report_id_lab_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."lab_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_reports_user_created_idx" ON "lab_reports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lab_results_user_loinc_idx" ON "lab_results" USING btree ("user_id","loinc");