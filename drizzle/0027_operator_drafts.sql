CREATE TABLE "operator_page_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_page_drafts" ADD CONSTRAINT "operator_page_drafts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_page_drafts" ADD CONSTRAINT "operator_page_drafts_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "operator_page_drafts_open_idx" ON "operator_page_drafts" USING btree ("operator_id") WHERE "operator_page_drafts"."status" in ('draft', 'submitted', 'rejected');--> statement-breakpoint
CREATE INDEX "operator_page_drafts_status_idx" ON "operator_page_drafts" USING btree ("status");