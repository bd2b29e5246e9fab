CREATE TABLE "chat_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"assistant" text NOT NULL,
	"key" text NOT NULL,
	"kind" text DEFAULT 'plain' NOT NULL,
	"keywords" jsonb NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"follow_up" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "chat_topics_assistant_key" ON "chat_topics" USING btree ("assistant","key");