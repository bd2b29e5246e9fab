ALTER TABLE "chat_unmatched_questions" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "chat_unmatched_questions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_unmatched_questions" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "chat_unmatched_questions" ADD COLUMN "handled_by_email" text;