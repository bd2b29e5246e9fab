CREATE TABLE "markets" (
	"id" integer PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"operators" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"custom_slug" text NOT NULL,
	"contact_person_name" text,
	"contact_email" text,
	"contact_phone" text,
	"area_served" text,
	"profile_image_url" text,
	"tagline" text,
	"bio" text,
	"years_experience" integer,
	"operating_since" text,
	"languages_spoken" text[],
	"business_services" text[],
	"service_areas" text[],
	"territory_description" text,
	"vehicle_types" text[],
	"testimonials" jsonb,
	"payment_methods" text[],
	"certifications" text[],
	"hours_of_operation" text,
	"response_time_guarantee" text,
	"weight_limit" text,
	"size_limit" text,
	"rush_delivery_available" boolean DEFAULT false NOT NULL,
	"recurring_services" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"average_rating" double precision,
	"total_reviews" integer DEFAULT 0 NOT NULL,
	"total_deliveries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_custom_slug_unique" UNIQUE("custom_slug")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"image" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"id" integer PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state" text DEFAULT 'FL' NOT NULL,
	"zip_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rating" integer NOT NULL,
	"text" jsonb NOT NULL,
	"date" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"thumbnail_url" text NOT NULL,
	"video_url" text NOT NULL,
	"duration" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
