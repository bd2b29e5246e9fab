CREATE TABLE "backup_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"trigger" text NOT NULL,
	"tables" integer NOT NULL,
	"rows" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backup_runs_taken_at_idx" ON "backup_runs" USING btree ("taken_at");