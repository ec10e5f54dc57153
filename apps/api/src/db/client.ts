import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

/**
 * One Drizzle type for PGlite and node-postgres alike: modules never know which one runs. No
 * schema: queries name their tables (`db.select().from(table)`), never `db.query`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** The rows of `db.execute`: both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
