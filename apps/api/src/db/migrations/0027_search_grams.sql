-- Written by hand: the users list's searches of one or two letters have no trigram to use, so a
-- GIN index holds every distinct one- and two-letter piece of users.search. A one- or two-letter
-- search is a substring match exactly when the row holds that piece (users.repo.ts).
CREATE FUNCTION "user_search_grams"("t" text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT array(SELECT DISTINCT substr("t", "i", "n")
                   FROM generate_series(1, length("t")) AS "i", (VALUES (1), (2)) AS "v"("n")
                  WHERE "i" + "n" - 1 <= length("t"))
  $$;
--> statement-breakpoint
CREATE INDEX "users_search_grams_idx" ON "users" USING gin (user_search_grams("search"));
