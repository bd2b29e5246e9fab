CREATE TABLE "site_launch_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_launch_events_at_idx" ON "site_launch_events" USING btree ("at");