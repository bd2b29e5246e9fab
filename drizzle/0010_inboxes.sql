CREATE TABLE "order_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"staff_id" integer,
	"staff_email" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "status_changed_by" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "status_changed_by_email" text;--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_order_id_idx" ON "order_status_changes" USING btree ("order_id","changed_at");--> statement-breakpoint
UPDATE "submissions" SET "status" = CASE "status" WHEN 'in-progress' THEN 'contacted' WHEN 'done' THEN 'closed' WHEN 'spam' THEN 'closed' ELSE 'new' END WHERE "status" NOT IN ('new', 'contacted', 'closed');
