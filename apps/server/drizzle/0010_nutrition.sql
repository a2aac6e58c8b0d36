ALTER TABLE "food_log_entries" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "food_log_entries_user_client_uq" ON "food_log_entries" USING btree ("user_id","client_id");