CREATE TABLE "claim_disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"submission_id" integer,
	"lang" text NOT NULL,
	"claims" jsonb NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"figure" text NOT NULL,
	"text_en" text NOT NULL,
	"text_es" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"period_start" date,
	"period_end" date,
	"operators_covered" integer,
	"operators_achieved" integer,
	"where_en" text DEFAULT '' NOT NULL,
	"where_es" text DEFAULT '' NOT NULL,
	"differs_en" text DEFAULT '' NOT NULL,
	"differs_es" text DEFAULT '' NOT NULL,
	"substantiation" text DEFAULT '' NOT NULL,
	"owner" text NOT NULL,
	"review_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_claims_key_unique" UNIQUE("key")
);
--> statement-breakpoint
-- The home hero's earnings line moves from the fixed texts into the content store (issue #35), where
-- the Content Editor checks it against the register of earnings claims: live sections and drafts of
-- the hero get it as the site showed it.
UPDATE "content_sections" SET "data" = "data" || jsonb_build_object('earnings', CASE WHEN "lang" = 'es' THEN 'Gane de $4,000 a $6,000+ al mes' ELSE 'Earn $4,000 - $6,000+ per month' END) WHERE "page" = 'home' AND "section" = 'hero' AND NOT ("data" ? 'earnings');--> statement-breakpoint
UPDATE "content_drafts" SET "data" = "data" || jsonb_build_object('earnings', CASE WHEN "lang" = 'es' THEN 'Gane de $4,000 a $6,000+ al mes' ELSE 'Earn $4,000 - $6,000+ per month' END) WHERE "page" = 'home' AND "section" = 'hero' AND NOT ("data" ? 'earnings');
