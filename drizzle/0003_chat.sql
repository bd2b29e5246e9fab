CREATE TABLE "chat_unmatched_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistant" text NOT NULL,
	"lang" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "chat_unmatched_questions_created_at_idx" ON "chat_unmatched_questions" USING btree ("created_at");