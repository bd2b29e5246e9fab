ALTER TABLE "delivery_jobs" ADD COLUMN "pickup_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "pickup_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_jobs" ADD COLUMN "late_notified_at" timestamp with time zone;