CREATE TABLE "record_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"record_id" integer NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by_id" integer,
	"saved_by_email" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "record_versions" ADD CONSTRAINT "record_versions_saved_by_id_staff_accounts_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "record_versions_record_version_idx" ON "record_versions" USING btree ("collection","record_id","version");--> statement-breakpoint
CREATE INDEX "record_versions_saved_by_idx" ON "record_versions" USING btree ("saved_by_id");