CREATE TABLE "rate_limit_buckets" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"allowed" integer DEFAULT 1 NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "rate_limit_buckets_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
DROP TABLE "rate_limit_hits" CASCADE;--> statement-breakpoint
CREATE INDEX "rate_limit_buckets_updated_idx" ON "rate_limit_buckets" USING btree ("updated_at");