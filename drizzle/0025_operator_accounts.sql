CREATE TABLE "operator_account_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_account_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operator_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	CONSTRAINT "operator_accounts_operator_id_unique" UNIQUE("operator_id"),
	CONSTRAINT "operator_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_account_links" ADD CONSTRAINT "operator_account_links_account_id_operator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."operator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_accounts" ADD CONSTRAINT "operator_accounts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_account_id_operator_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."operator_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_account_links_account_idx" ON "operator_account_links" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_account_idx" ON "operator_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "operator_sessions_expires_idx" ON "operator_sessions" USING btree ("expires_at");