-- Trigram indexes make substring search (LIKE '%q%') fast on large tables; PGlite loads the
-- extension in db/pglite.ts, PostgreSQL ships it (trusted since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
