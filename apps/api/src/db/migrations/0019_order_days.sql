CREATE TABLE "order_days" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric(14, 2) NOT NULL,
	CONSTRAINT "order_days_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
-- Written by hand: the trigger that keeps order_days, and the days of the orders placed so far.
-- A day is the UTC date of created_at; an order that changes day, state or total moves between rows.
CREATE FUNCTION "order_days_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_days"
       SET "orders" = "orders" - 1, "revenue" = "revenue" - OLD."total"
     WHERE "day" = (OLD."created_at" AT TIME ZONE 'UTC')::date AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_days" ("day", "status", "orders", "revenue")
    VALUES ((NEW."created_at" AT TIME ZONE 'UTC')::date, NEW."status", 1, NEW."total")
    ON CONFLICT ("day", "status") DO UPDATE
      SET "orders" = "order_days"."orders" + 1, "revenue" = "order_days"."revenue" + EXCLUDED."revenue";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_keep_days" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "status", "total" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_days_keep"();
--> statement-breakpoint
CREATE FUNCTION "order_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_days";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_clear_days" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_days_clear"();
--> statement-breakpoint
INSERT INTO "order_days" ("day", "status", "orders", "revenue")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "status", count(*), sum("total") FROM "orders" GROUP BY 1, 2;
