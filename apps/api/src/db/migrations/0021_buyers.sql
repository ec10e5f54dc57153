CREATE TABLE "buyers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "buyers_last_idx" ON "buyers" USING btree ("last_at");--> statement-breakpoint
-- Written by hand: the trigger that keeps buyers, and the buyers of the orders placed so far. A new
-- order moves its buyer's times outwards; a deleted or moved order makes them read again from
-- that buyer's orders (and a buyer with none left is no buyer).
CREATE FUNCTION "buyers_recount"(buyer integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "buyers" WHERE "user_id" = buyer;
  INSERT INTO "buyers" ("user_id", "first_at", "last_at")
  SELECT "user_id", min("created_at"), max("created_at") FROM "orders" WHERE "user_id" = buyer
   GROUP BY "user_id";
END $$;
--> statement-breakpoint
CREATE FUNCTION "buyers_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "buyers" ("user_id", "first_at", "last_at")
    VALUES (NEW."user_id", NEW."created_at", NEW."created_at")
    ON CONFLICT ("user_id") DO UPDATE
      SET "first_at" = least("buyers"."first_at", EXCLUDED."first_at"),
          "last_at" = greatest("buyers"."last_at", EXCLUDED."last_at");
    RETURN NULL;
  END IF;
  PERFORM "buyers_recount"(OLD."user_id");
  IF TG_OP = 'UPDATE' AND NEW."user_id" <> OLD."user_id" THEN
    PERFORM "buyers_recount"(NEW."user_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_keep_buyers" AFTER INSERT OR DELETE OR UPDATE OF "created_at", "user_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "buyers_keep"();
--> statement-breakpoint
CREATE FUNCTION "buyers_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "buyers";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_clear_buyers" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "buyers_clear"();
--> statement-breakpoint
INSERT INTO "buyers" ("user_id", "first_at", "last_at")
SELECT "user_id", min("created_at"), max("created_at") FROM "orders" GROUP BY "user_id";
