CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"bookmarked" boolean NOT NULL,
	CONSTRAINT "bookmarks_pkey" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
-- Written by hand: the search module never imports the auth module's tables.
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."accounts"("id") ON DELETE cascade;
