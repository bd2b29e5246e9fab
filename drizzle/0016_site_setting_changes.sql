CREATE TABLE "site_setting_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"changed_by" integer,
	"changed_by_email" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revert_of" integer
);
--> statement-breakpoint
CREATE INDEX "site_setting_changes_changed_at_idx" ON "site_setting_changes" USING btree ("changed_at");