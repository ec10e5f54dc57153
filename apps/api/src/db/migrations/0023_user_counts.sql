CREATE TABLE "user_counts" (
	"role" text NOT NULL,
	"current_plan" text NOT NULL,
	"status" text NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "user_counts_role_current_plan_status_pk" PRIMARY KEY("role","current_plan","status")
);
--> statement-breakpoint
-- Written by hand: statement triggers with transition tables keep user_counts, so that seeding a
-- million users adds one grouped insert, not a million upserts. Then the counts so far.
CREATE FUNCTION "user_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "user_counts" AS c SET "users" = c."users" - o."n"
      FROM (SELECT "role", "current_plan", "status", count(*)::integer AS "n" FROM "old_rows"
             GROUP BY 1, 2, 3) AS o
     WHERE c."role" = o."role" AND c."current_plan" = o."current_plan" AND c."status" = o."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "user_counts" ("role", "current_plan", "status", "users")
    SELECT "role", "current_plan", "status", count(*)::integer FROM "new_rows" GROUP BY 1, 2, 3
    ON CONFLICT ("role", "current_plan", "status")
      DO UPDATE SET "users" = "user_counts"."users" + EXCLUDED."users";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_keep"();
--> statement-breakpoint
CREATE FUNCTION "user_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_clear_counts" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_clear"();
--> statement-breakpoint
INSERT INTO "user_counts" ("role", "current_plan", "status", "users")
SELECT "role", "current_plan", "status", count(*)::integer FROM "users" GROUP BY 1, 2, 3;
