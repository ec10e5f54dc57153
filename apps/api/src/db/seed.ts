import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { seedAccounts } from '../modules/auth/auth.seed';
import { accounts } from '../modules/auth/auth.table';
import { seedUsers } from '../modules/users/users.seed';
import type { Db } from './client';
import { type Migration, migrate } from './migrate';
import * as schema from './schema';

/** PBKDF2 cost in the browser: it hashes on a worker thread, with a lower cost than the server's. */
export const BROWSER_PASSWORD_ITERATIONS = 100_000;

export interface SeedOptions {
  passwordIterations: number;
  /** How many users-list rows (REFERENCE §4.1 has 50); larger for benchmarks. */
  users?: number;
}

/** Every module's sample data, in one transaction: a crash never leaves half a seed behind. */
export const seed = (db: Db, options: SeedOptions) =>
  db.transaction(async (tx) => {
    await seedAccounts(tx, options.passwordIterations);
    await seedUsers(tx, options.users);
  });

const isEmpty = async (db: Db) =>
  ((await db.select({ n: count() }).from(accounts))[0]?.n ?? 0) === 0;

/**
 * Fresh statistics and visibility map after bulk writes: the planner then picks the sort indexes
 * and index-only counts. PGlite has no autovacuum daemon, so nothing else would do it.
 */
export const vacuumAnalyze = (db: Db) => db.execute(sql`vacuum analyze`);

/** Migrates, then seeds an empty database: what every runtime does at start. */
export async function prepare(db: Db, migrations: Migration[], options: SeedOptions) {
  await migrate(db, migrations);
  if (!(await isEmpty(db))) return;
  await seed(db, options);
  await vacuumAnalyze(db);
}

/** Empties every table of the schema and seeds again ("Reset demo data", `seed --reset`). */
export async function reset(db: Db, options: SeedOptions) {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await seed(db, options);
  await vacuumAnalyze(db);
}
