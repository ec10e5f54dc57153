import { join } from 'node:path';
import type { Database } from './db/client';
import { NewerSchemaError, migrate } from './db/migrate';
import { nodeMigrations } from './db/migrations-node';
import { openPglite } from './db/pglite';
import { fromPostgres } from './db/postgres';
import { readEnv } from './lib/env';
import { ensureWritable, lockDataDir, placeOf } from './startup';

/**
 * `npm run migrate`: applies this version's pending migrations to the server's database
 * (DATABASE_URL, or PGlite in DATA_DIR) and says which; no seed. Before an upgrade's servers
 * start, or to see that a restored backup is current. A database a newer version migrated is left
 * as it is, and the command fails.
 */

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const env = readEnv();
let release: () => void = () => undefined;
let place: string;
let database: Database;
if (env.DATABASE_URL) {
  place = `PostgreSQL at ${placeOf(env.DATABASE_URL)}`;
  database = fromPostgres(env.DATABASE_URL, 1);
} else {
  place = `PGlite in ${join(env.DATA_DIR, 'pglite')}`;
  try {
    ensureWritable(env.DATA_DIR);
    release = lockDataDir(env.DATA_DIR);
  } catch (error) {
    // The embedded database takes one process at a time: a running server holds it.
    fail(`Nothing was migrated: ${(error as Error).message}. Stop the server, then migrate.`);
  }
  database = (await openPglite({ dataDir: join(env.DATA_DIR, 'pglite') })).database;
}

const migrations = nodeMigrations();
try {
  const applied = await migrate(database.db, migrations);
  for (const tag of applied) console.log(`Applied ${tag}`);
  console.log(
    applied.length === 0
      ? `Nothing to apply: ${place} has all ${migrations.length} migrations of this version.`
      : `Applied ${applied.length} of ${migrations.length} migrations to ${place}.`,
  );
} catch (error) {
  await database.close().catch(() => undefined);
  release();
  if (error instanceof NewerSchemaError) fail(`Nothing was migrated. ${error.message}`);
  fail(`Migrating ${place} failed: ${error instanceof Error ? error.message : String(error)}`);
}
await database.close();
release();
