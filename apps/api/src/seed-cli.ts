import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from './db/migrate';
import { nodeMigrations } from './db/migrations-node';
import { openPglite } from './db/pglite';
import { fromPostgres } from './db/postgres';
import { reset } from './db/seed';
import { readEnv } from './lib/env';
import { moduleSet } from './lib/module-set';
import { apiModules } from './modules';

/**
 * `npm run seed -w @beacon/api -- [--scale N]`: empties the server-mode database (DATABASE_URL, or
 * PGlite in DATA_DIR) and seeds it again. For benchmarks, `--scale N` raises every count the
 * modules name (`counts` in their seed) to N: users-list rows, products, the demo admin's tasks,
 * events and mails, invoices, data-table rows, permissions and orders; never below the samples.
 */
const { values } = parseArgs({
  options: { scale: { type: 'string' }, reset: { type: 'boolean', default: true } },
});
const scale = values.scale === undefined ? undefined : Number(values.scale);
if (scale !== undefined && (!Number.isInteger(scale) || scale < 1)) {
  console.error(`--scale must be a positive whole number, got "${values.scale}"`);
  process.exit(2);
}

const env = readEnv();
if (env.BEACON_MODE === 'production') {
  console.error(
    'BEACON_MODE=production: the seed would replace this server’s data with the demo’s.',
  );
  process.exit(2);
}
mkdirSync(env.DATA_DIR, { recursive: true });
const database = env.DATABASE_URL
  ? fromPostgres(env.DATABASE_URL)
  : (await openPglite({ dataDir: join(env.DATA_DIR, 'pglite') })).database;
const started = performance.now();
await migrate(database.db, nodeMigrations());
const { counts } = moduleSet(apiModules).catalog;
await reset(database.db, apiModules, {
  passwordIterations: env.PASSWORD_ITERATIONS,
  counts: Object.fromEntries(counts.map((name) => [name, scale])),
});
await database.close();
const rows = scale === undefined ? 'the sample data' : `${scale} of each: ${counts.join(', ')}`;
console.log(
  `Seeded ${rows} into ${database.kind} in ${Math.round(performance.now() - started)} ms`,
);
