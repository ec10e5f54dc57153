import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client';
import * as schema from './schema';

/** The extensions the migrations use, which PGlite must load up front (PostgreSQL ships them). */
const extensions = { pg_trgm };

/** PGlite with what the schema needs: `dataDir` on disk, `idb://…` in a browser, or in memory. */
export async function openPglite(
  options: Pick<
    PGliteOptions,
    'dataDir' | 'fs' | 'loadDataDir' | 'relaxedDurability' | 'initDbStartParams'
  > = {},
) {
  const client = await PGlite.create({ ...options, extensions });
  return { client, database: fromPglite(client) };
}

export function fromPglite(client: PGlite): Database {
  return { db: drizzle(client, { schema }), kind: 'pglite', close: () => client.close() };
}
