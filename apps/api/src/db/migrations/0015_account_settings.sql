CREATE TABLE "account_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"bio" text NOT NULL,
	"dob" date,
	"country" text NOT NULL,
	"website" text NOT NULL,
	"phone" text NOT NULL,
	"social_links" jsonb NOT NULL,
	"connections" jsonb NOT NULL,
	"notifications" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;