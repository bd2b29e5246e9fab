CREATE TABLE "claim_disclosures" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"submission_id" integer,
	"lang" text NOT NULL,
	"claims" jsonb NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
