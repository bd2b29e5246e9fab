ALTER TABLE "operators" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "position_from_zip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "tagline_es" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "bio_es" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "territory_description_es" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "hours_of_operation_es" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "response_time_guarantee_es" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "weight_limit_es" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "size_limit_es" text;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "business_services_es" text[];--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "vehicle_types_es" text[];--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "payment_methods_es" text[];--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "certifications_es" text[];--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "testimonials_es" jsonb;