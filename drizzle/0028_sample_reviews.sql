ALTER TABLE "operators" ADD COLUMN "sample_reviews" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "is_sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The rows seeded before this column existed: their ratings, review counts and testimonials were invented for the demo.
UPDATE "operators" SET "sample_reviews" = true WHERE "custom_slug" IN ('delray-beach-courier', 'miami-express-courier', 'las-olas-courier', 'bayou-city-courier', 'peachtree-courier', 'windy-city-courier') AND ("average_rating" IS NOT NULL OR "total_reviews" > 0 OR coalesce(jsonb_array_length("testimonials"), 0) > 0);--> statement-breakpoint
UPDATE "testimonials" SET "is_sample" = true WHERE ("id", "name") IN ((1, 'Marcus Johnson'), (2, 'Elena Ramírez'), (3, 'David Thompson'));
