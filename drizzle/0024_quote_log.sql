CREATE TABLE "quote_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"operator_id" integer,
	"pickup_zip" text,
	"delivery_zip" text,
	"zip" text,
	"miles" numeric,
	"price_cents" integer,
	"outcome" text NOT NULL,
	"booking_request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_events" ADD CONSTRAINT "quote_events_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_events_created_at_idx" ON "quote_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_events_operator_idx" ON "quote_events" USING btree ("operator_id","created_at");