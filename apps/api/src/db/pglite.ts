import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { pgliteExtensions as extensions } from './pglite-extensions';

/** PGlite with what the schema needs: `dataDir` on disk, `idb://…` in a browser, or in memory. */
export async function openPglite(
  options: Pick<
    PGliteOptions,
    'dataDir' | 'fs' | 'loadDataDir' | 'relaxedDurability' | 'initDbStartParams' | 'startParams'
  > = {},
) {
  const client = await PGlite.create({ ...options, extensions });
  return { client, database: fromPglite(client) };
}

export function fromPglite(client: PGlite): Database {
  return { db: drizzle(client), kind: 'pglite', close: () => client.close() };
}
