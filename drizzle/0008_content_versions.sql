CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"section" text NOT NULL,
	"lang" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by_id" integer,
	"saved_by_email" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_saved_by_id_staff_accounts_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_section_idx" ON "content_versions" USING btree ("page","section","lang","id");