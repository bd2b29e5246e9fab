CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"business_name" text,
	"city" text,
	"state" text,
	"zip" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"source_utm_source" text,
	"source_utm_medium" text,
	"source_utm_campaign" text,
	"source_referrer_host" text,
	"source_landing_path" text,
	"source_first_seen_at" timestamp with time zone,
	"stage" text DEFAULT 'new' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lost_reason" text,
	"owner_id" integer,
	"operator_id" integer,
	"merged_into_id" integer,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "people_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "person_email_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject_en" text NOT NULL,
	"subject_es" text NOT NULL,
	"body_en" text NOT NULL,
	"body_es" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"title" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"owner_id" integer,
	"done_at" timestamp with time zone,
	"done_by" text,
	"overdue_notified_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"key" text PRIMARY KEY NOT NULL,
	"label_en" text NOT NULL,
	"label_es" text NOT NULL,
	"position" integer NOT NULL,
	"paid_or_signed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "claim_disclosures" ADD COLUMN "person_id" integer;--> statement-breakpoint
CREATE INDEX "people_stage_idx" ON "people" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "people_created_idx" ON "people" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "person_events_person_idx" ON "person_events" USING btree ("person_id","at");--> statement-breakpoint
CREATE INDEX "person_tasks_due_idx" ON "person_tasks" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "submissions_person_idx" ON "submissions" USING btree ("person_id");--> statement-breakpoint
INSERT INTO "pipeline_stages" ("key", "label_en", "label_es", "position", "paid_or_signed") VALUES
  ('new', 'New', 'Nuevo', 1, false),
  ('contacted', 'Contacted', 'Contactado', 2, false),
  ('call-booked', 'Call booked', 'Llamada agendada', 3, false),
  ('applied', 'Applied', 'Solicitud enviada', 4, false),
  ('approved', 'Approved', 'Aprobado', 5, false),
  ('onboarding', 'Onboarding', 'Incorporación', 6, false),
  ('active', 'Active', 'Activo', 7, false),
  ('lost', 'Lost', 'Perdido', 8, false)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "people" ("email", "lang", "created_at", "updated_at", "stage_changed_at")
  SELECT lower(trim("email")), (array_agg("lang" ORDER BY "created_at"))[1], min("created_at"), max("created_at"), min("created_at")
  FROM (SELECT "email", "lang", "created_at" FROM "submissions" UNION ALL SELECT "email", "lang", "created_at" FROM "orders") AS "held"
  GROUP BY lower(trim("email"))
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "submissions" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower(trim("submissions"."email"));
--> statement-breakpoint
UPDATE "orders" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = lower(trim("orders"."email"));--> statement-breakpoint
UPDATE "claim_disclosures" SET "person_id" = "people"."id" FROM "people" WHERE "people"."email" = "claim_disclosures"."email";
