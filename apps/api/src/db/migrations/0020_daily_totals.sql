CREATE TABLE "account_days" (
	"day" date PRIMARY KEY NOT NULL,
	"accounts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_days" (
	"day" date PRIMARY KEY NOT NULL,
	"invoiced" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written by hand: the triggers that keep account_days and invoice_days, and the totals so far.
-- A day is the UTC date of created_at (accounts) or the row's own date (invoices, payments).
CREATE FUNCTION "account_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "account_days" SET "accounts" = "accounts" - 1
     WHERE "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "account_days" ("day", "accounts")
    VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("day") DO UPDATE SET "accounts" = "account_days"."accounts" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_keep_days" AFTER INSERT OR DELETE OR UPDATE OF "created_at" ON "accounts"
  FOR EACH ROW EXECUTE FUNCTION "account_days_keep"();
--> statement-breakpoint
CREATE FUNCTION "account_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "account_days";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_clear_days" AFTER TRUNCATE ON "accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION "account_days_clear"();
--> statement-breakpoint
CREATE FUNCTION "invoice_days_add"("on_day" date, "invoiced_cents" integer, "paid_cents" integer)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO "invoice_days" ("day", "invoiced", "paid") VALUES ("on_day", "invoiced_cents", "paid_cents")
  ON CONFLICT ("day") DO UPDATE SET "invoiced" = "invoice_days"."invoiced" + EXCLUDED."invoiced",
                                    "paid" = "invoice_days"."paid" + EXCLUDED."paid";
$$;
--> statement-breakpoint
CREATE FUNCTION "invoice_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "invoice_days_add"(OLD."issued_on", -OLD."total", 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "invoice_days_add"(NEW."issued_on", NEW."total", 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_keep_days" AFTER INSERT OR DELETE OR UPDATE OF "issued_on", "total" ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoice_days_keep"();
--> statement-breakpoint
CREATE FUNCTION "payment_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "invoice_days_add"(OLD."paid_on", 0, -OLD."amount");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "invoice_days_add"(NEW."paid_on", 0, NEW."amount");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_keep_days" AFTER INSERT OR DELETE OR UPDATE OF "paid_on", "amount" ON "invoice_payments"
  FOR EACH ROW EXECUTE FUNCTION "payment_days_keep"();
--> statement-breakpoint
-- Truncating invoices truncates their payments too (cascade): one statement trigger on each
-- clears what it kept.
CREATE FUNCTION "invoice_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'invoices' THEN
    UPDATE "invoice_days" SET "invoiced" = 0;
  ELSE
    UPDATE "invoice_days" SET "paid" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_clear_days" AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_days_clear"();
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_clear_days" AFTER TRUNCATE ON "invoice_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoice_days_clear"();
--> statement-breakpoint
INSERT INTO "account_days" ("day", "accounts")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "accounts" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "invoice_days" ("day", "invoiced", "paid")
SELECT "day", sum("invoiced"), sum("paid") FROM (
  SELECT "issued_on" AS "day", "total" AS "invoiced", 0 AS "paid" FROM "invoices"
  UNION ALL
  SELECT "paid_on", 0, "amount" FROM "invoice_payments"
) AS "rows" GROUP BY 1;
