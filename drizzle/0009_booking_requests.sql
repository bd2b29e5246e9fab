CREATE TABLE "booking_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer,
	"operator_name" text NOT NULL,
	"operator_slug" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"pickup" text NOT NULL,
	"delivery" text NOT NULL,
	"requested_time" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"quote_cents" integer,
	"quote_miles" double precision,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_created_at_idx" ON "booking_requests" USING btree ("created_at");