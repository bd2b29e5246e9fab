CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"source_path" text NOT NULL,
	"payload" jsonb NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "submissions_kind_created_at_idx" ON "submissions" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "submissions_email_idx" ON "submissions" USING btree ("email");