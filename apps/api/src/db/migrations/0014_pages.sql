CREATE TABLE "poll_votes" (
	"account_id" integer NOT NULL,
	"poll_id" text NOT NULL,
	"option" text NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_account_id_poll_id_pk" PRIMARY KEY("account_id","poll_id")
);
--> statement-breakpoint
CREATE INDEX "poll_votes_poll_option_idx" ON "poll_votes" USING btree ("poll_id","option");--> statement-breakpoint
-- Written by hand: the pages module never imports the auth module's tables, so
-- drizzle-kit cannot see this reference. A deleted account takes its poll votes with it.
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;
