CREATE TABLE "content_drafts" (
	"page" text NOT NULL,
	"section" text NOT NULL,
	"lang" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_by_id" integer,
	"saved_by_email" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"publish_at" timestamp with time zone,
	CONSTRAINT "content_drafts_page_section_lang_pk" PRIMARY KEY("page","section","lang")
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_saved_by_id_staff_accounts_id_fk" FOREIGN KEY ("saved_by_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;