CREATE TABLE "delivery_job_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"operator_id" integer,
	"status" text DEFAULT 'accepted' NOT NULL,
	"price_cents" integer,
	"recipient_name" text,
	"proof_image_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_jobs_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "tracking_token_hash" text;--> statement-breakpoint
ALTER TABLE "delivery_job_events" ADD CONSTRAINT "delivery_job_events_job_id_delivery_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."delivery_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_booking_id_booking_requests_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD CONSTRAINT "delivery_jobs_proof_image_id_images_id_fk" FOREIGN KEY ("proof_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_job_events_job_idx" ON "delivery_job_events" USING btree ("job_id","at");--> statement-breakpoint
CREATE INDEX "delivery_jobs_operator_status_idx" ON "delivery_jobs" USING btree ("operator_id","status");--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_tracking_token_hash_unique" UNIQUE("tracking_token_hash");