import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations use, which PGlite must load up front (PostgreSQL ships them).
 * Its own file: the mock's worker opens PGlite before the API's code (and Drizzle) has loaded.
 */
export const pgliteExtensions = { pg_trgm };
