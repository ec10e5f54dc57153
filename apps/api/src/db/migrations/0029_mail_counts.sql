CREATE TABLE "mail_counts" (
	"user_id" integer NOT NULL,
	"folder" text NOT NULL,
	"is_read" boolean NOT NULL,
	"mails" integer NOT NULL,
	CONSTRAINT "mail_counts_user_id_folder_is_read_pk" PRIMARY KEY("user_id","folder","is_read")
);
--> statement-breakpoint
-- The sidebar's counts now read mail_counts: the index that served them is no longer read.
DROP INDEX "emails_unread_idx";
--> statement-breakpoint
-- Written by hand, as user_counts (migration 0023) is: statement triggers with transition tables
-- keep mail_counts, so that a bulk change of a thousand mails adds one grouped statement. Replies
-- (parent_id set) are never listed, so never counted. Then the counts so far.
CREATE FUNCTION "mail_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "mail_counts" AS c SET "mails" = c."mails" - o."n"
      FROM (SELECT "user_id", "folder", "is_read", count(*)::integer AS "n" FROM "old_rows"
             WHERE "parent_id" IS NULL GROUP BY 1, 2, 3) AS o
     WHERE c."user_id" = o."user_id" AND c."folder" = o."folder" AND c."is_read" = o."is_read";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "mail_counts" ("user_id", "folder", "is_read", "mails")
    SELECT "user_id", "folder", "is_read", count(*)::integer FROM "new_rows"
     WHERE "parent_id" IS NULL GROUP BY 1, 2, 3
    ON CONFLICT ("user_id", "folder", "is_read")
      DO UPDATE SET "mails" = "mail_counts"."mails" + EXCLUDED."mails";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "emails_count_insert" AFTER INSERT ON "emails"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "mail_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "emails_count_update" AFTER UPDATE ON "emails"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "mail_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "emails_count_delete" AFTER DELETE ON "emails"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "mail_counts_keep"();
--> statement-breakpoint
CREATE FUNCTION "mail_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "mail_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "emails_clear_counts" AFTER TRUNCATE ON "emails"
  FOR EACH STATEMENT EXECUTE FUNCTION "mail_counts_clear"();
--> statement-breakpoint
INSERT INTO "mail_counts" ("user_id", "folder", "is_read", "mails")
SELECT "user_id", "folder", "is_read", count(*)::integer FROM "emails"
 WHERE "parent_id" IS NULL GROUP BY 1, 2, 3;
