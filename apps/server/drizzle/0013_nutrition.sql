CREATE TABLE "food_log_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"local_date" date NOT NULL,
	"slot" text NOT NULL,
	"food_id" text NOT NULL,
	"food_name" text NOT NULL,
	"food_source" text NOT NULL,
	"amount" double precision NOT NULL,
	"unit_label" text NOT NULL,
	"grams" double precision NOT NULL,
	"per100g_snapshot" jsonb,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nutrition_favourites" (
	"user_id" text NOT NULL,
	"food_id" text NOT NULL,
	"food_name" text NOT NULL,
	"food_source" text NOT NULL,
	"amount" double precision DEFAULT 100 NOT NULL,
	"unit_label" text DEFAULT 'g' NOT NULL,
	"per100g_snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_favourites_user_id_food_id_pk" PRIMARY KEY("user_id","food_id")
);
--> statement-breakpoint
CREATE TABLE "nutrition_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"custom_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "food_log_entries" ADD CONSTRAINT "food_log_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_favourites" ADD CONSTRAINT "nutrition_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_settings" ADD CONSTRAINT "nutrition_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_log_entries_user_date_idx" ON "food_log_entries" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "food_log_entries_user_client_uq" ON "food_log_entries" USING btree ("user_id","client_id");