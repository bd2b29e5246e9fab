ALTER TABLE "booking_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "status_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "escalated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "reassigned_from_operator_id" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_reassigned_from_operator_id_operators_id_fk" FOREIGN KEY ("reassigned_from_operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_operator_status_idx" ON "booking_requests" USING btree ("operator_id","status");