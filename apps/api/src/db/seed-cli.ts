import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from '../lib/env';
import { nodeMigrations } from './migrations-node';
import { openPglite } from './pglite';
import { fromPostgres } from './postgres';
import { migrate } from './migrate';
import { reset } from './seed';

/**
 * `npm run seed -w @beacon/api -- [--scale N]`: empties the server-mode database (DATABASE_URL, or
 * PGlite in DATA_DIR) and seeds it again. For benchmarks, `--scale N` makes N users-list rows
 * (default 50), N products (default, and at least, the 27 samples), and N tasks and N calendar
 * events, N mails and N invoices for the demo admin (at least the 18, 10 and 24 samples), N
 * data-table rows (at least the 100 samples), N permissions (at least the 9 samples) and N orders
 * (240 samples by default).
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
await reset(database.db, {
  passwordIterations: env.PASSWORD_ITERATIONS,
  users: scale,
  products: scale,
  tasks: scale,
  events: scale,
  emails: scale,
  invoices: scale,
  tableRows: scale,
  permissions: scale,
  orders: scale,
});
await database.close();
const rows =
  scale === undefined
    ? 'the sample data'
    : `${scale} users, products, tasks, events, mails, invoices, data-table rows, permissions and orders`;
console.log(
  `Seeded ${rows} into ${database.kind} in ${Math.round(performance.now() - started)} ms`,
);
