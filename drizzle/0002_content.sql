CREATE TABLE "content_sections" (
	"page" text NOT NULL,
	"section" text NOT NULL,
	"lang" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "content_sections_page_section_lang_pk" PRIMARY KEY("page","section","lang")
);
