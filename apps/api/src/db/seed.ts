import { getTableName, sql } from 'drizzle-orm';
import type { ApiModule, SeedContext } from '../lib/module';
import { type ModuleSet, moduleSet } from '../lib/module-set';
import type { Db } from './client';
import { type Migration, migrate } from './migrate';

// The seed runner: each module's seed (its `<id>.module.ts`) says what it writes; this runs them
// in the list's order, and is handed the list by whoever starts the app.

/** PBKDF2 cost in the browser: it hashes on a worker thread, with a lower cost than the server's. */
export const BROWSER_PASSWORD_ITERATIONS = 100_000;

export interface SeedOptions {
  passwordIterations: number;
  /**
   * False for a production server: no demo accounts and no sample data, only what the modules
   * require (the roles an administrator starts from).
   */
  sampleData?: boolean;
  /**
   * Rows to make beyond the samples, for benchmarks, by the names the modules give their counts
   * (`{ users: 5000, products: 100 }`); the samples alone when left out.
   */
  counts?: Readonly<Record<string, number | undefined>>;
}

const contextOf = (set: ModuleSet, db: Db, options: SeedOptions): SeedContext => ({
  db,
  passwordIterations: options.passwordIterations,
  count: (name) => options.counts?.[name],
  service: set.service,
  catalog: set.catalog,
});

/** Every module's sample data, in one transaction. */
export const seed = (db: Db, modules: readonly ApiModule[], options: SeedOptions) => {
  const set = moduleSet(modules);
  return db.transaction(async (tx) => {
    const context = contextOf(set, tx, options);
    for (const module of modules) await module.seed?.samples?.(context);
  });
};

/** What every database needs at every start: the system roles, data kept in an older form moved. */
const required = (set: ModuleSet, db: Db, modules: readonly ApiModule[], options: SeedOptions) =>
  db.transaction(async (tx) => {
    const context = contextOf(set, tx, options);
    for (const module of modules) await module.seed?.required?.(context);
  });

/**
 * Fresh statistics and visibility map after bulk writes: the planner then picks the sort indexes
 * and index-only counts. PGlite has no autovacuum daemon, so nothing else would do it.
 */
export const vacuumAnalyze = (db: Db) => db.execute(sql`vacuum analyze`);

/**
 * Migrates, then seeds: a new database gets every module's samples; one made before some modules
 * existed (a visitor's IndexedDB) gets theirs. What every runtime does at start.
 */
export async function prepare(
  db: Db,
  modules: readonly ApiModule[],
  migrations: Migration[],
  options: SeedOptions,
) {
  await migrate(db, migrations);
  const set = moduleSet(modules);
  if (options.sampleData === false) return required(set, db, modules, options);
  const checked = modules.flatMap((module) => {
    const seeded = module.seed?.seeded;
    return seeded ? [{ module, seeded }] : [];
  });
  const done = await Promise.all(checked.map(({ seeded }) => seeded(db)));
  if (done.every((there) => !there)) await seed(db, modules, options);
  else {
    const missing = checked.filter((_, index) => !done[index]).map(({ module }) => module);
    if (missing.length === 0) return required(set, db, modules, options);
    await db.transaction(async (tx) => {
      const context = contextOf(set, tx, options);
      for (const { seed: moduleSeed } of missing)
        await (moduleSeed?.catchUp ?? moduleSeed?.samples)?.(context);
    });
  }
  await required(set, db, modules, options);
  await vacuumAnalyze(db);
}

/** Empties every module's tables and seeds again ("Reset demo data", `seed --reset`). */
export async function reset(db: Db, modules: readonly ApiModule[], options: SeedOptions) {
  const tables = moduleSet(modules).catalog.tables.map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  await seed(db, modules, options);
  await vacuumAnalyze(db);
}
