/**
 * `npm run bench -w @beacon/api -- --scale`: the users list and six more lists (invoices, the
 * shop's and the catalogue manager's products, mail, tasks, the audit log, alarms) at a million
 * rows each on PostgreSQL, two API processes on one database (decision 0027). Opt-in: seeding
 * takes minutes.
 *
 * Seeds a throwaway database (the demo data, then 1,000,000 users-list rows and as many rows of
 * each other list), starts two servers on it, times each list over a mix of searches, filters,
 * sorts and pages against its budget, streams every user once, checks that the two processes
 * agree on tokens and users, then drops the database. Exits 1 on a missed budget or a failed
 * check, after printing everything.
 *
 * The server is TEST_DATABASE_URL, else the local postgres://postgres:postgres@127.0.0.1:5432/.
 * Options: --users N and --rows N (users, and rows of each other list; fewer for a quick try),
 * --lists all|users,invoices,products,mail,tasks,audit,alarms (which to seed and time),
 * --per-shape N (timed requests per list shape, default 30), --keep (leave the database for
 * EXPLAIN ANALYZE afterwards), --reuse NAME (time a database a --keep run left: it is migrated,
 * and only lists with fewer than --rows rows are topped up; it is kept too), --lists-only (skip
 * the stream and the two-process checks), --pglite-users N (the users list on PGlite beside it,
 * 0 to skip).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type ThrowawayDatabase, createThrowawayDatabase, withDatabase } from './postgres-db';
import { type Child, exitWith, freePort, startNode, stop, waitUntilAnswering } from './processes';
import { type Row, ms, printTable } from './report';
import { checkConsistency, signIn } from './scale-consistency';
import { httpReader, printSlowest, scaleQueryMix, shapeRows, timeQueries } from './scale-mix';
import { timePgliteList } from './scale-pglite';
import { bringKeptUpToDate } from './scale-kept';
import { timeLists } from './scale-lists';
import { listSpecs } from './scale-lists-mix';
import { type SeededList, seedLists, seededLists } from './scale-lists-seed';
import { seedScale } from './scale-seed';
import { streamAllUsers } from './scale-stream';

const { values } = parseArgs({
  options: {
    scale: { type: 'boolean' },
    users: { type: 'string', default: '1000000' },
    rows: { type: 'string', default: '1000000' },
    lists: { type: 'string', default: 'all' },
    'per-shape': { type: 'string', default: '30' },
    'lists-only': { type: 'boolean', default: false },
    'pglite-users': { type: 'string', default: '100000' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const USERS = Number(values.users);
const ROWS = Number(values.rows);
const LISTS = values.lists === 'all' ? ['users', ...seededLists] : values.lists.split(',');
const SEEDED = seededLists.filter((list) => LISTS.includes(list));
const TIMES_USERS = LISTS.includes('users');
const PER_SHAPE = Number(values['per-shape']);
const PGLITE_USERS = Number(values['pglite-users']);
const BUDGET_P95_MS = 50;
const PGLITE_BUDGET_MS = 150;
const SERVER_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const count = (n: number) => n.toLocaleString('en-US');
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const mb = (kb: number | undefined) => (kb === undefined ? 'n/a' : `${Math.round(kb / 1024)} MB`);
const load = () => (loadavg()[0] ?? 0).toFixed(1);

function childEnv(databaseUrl: string, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // Not used with DATABASE_URL, but checked writable at start: one throwaway folder each.
    DATA_DIR: dataDir,
    // Hashing cost only matters for sign-in, which is not what is measured: keep seeding fast.
    PASSWORD_ITERATIONS: '1000',
    // Sign-in and refresh limits are not under test.
    RATE_LIMIT_SCALE: '1000',
    LOG_REQUESTS: 'false',
    // One token must last the whole run, seeding excepted.
    ACCESS_TOKEN_TTL: '1h',
  };
}

async function startServer(name: string, env: NodeJS.ProcessEnv, children: Child[]) {
  const port = await freePort();
  const child = startNode(name, ['--import', 'tsx', 'src/node.ts'], {
    cwd: apiDir,
    env: { ...env, HOST: host, PORT: String(port) },
  });
  children.push(child);
  const base = `http://${host}:${port}`;
  await waitUntilAnswering(child, `${base}/api/health`);
  return { child, base };
}

async function run(dir: string, database: ThrowawayDatabase, children: Child[]) {
  const rows: Row[] = [];
  // Without the users list, its 50 samples: the demo's other data refers to some of them.
  const users = TIMES_USERS ? USERS : 50;
  if (values.reuse === undefined) {
    console.log(`Seeding ${database.name}: demo data, then ${count(users)} users...`);
    const times = await seedScale(
      apiDir,
      childEnv(database.url, join(dir, 'seed')),
      users,
      children,
    );
    rows.push(
      { label: 'seed: demo data (seed CLI, migrations included)', value: seconds(times.demoMs) },
      { label: `seed: ${count(users)} users (seedUsers)`, value: seconds(times.usersMs) },
      { label: 'seed: vacuum analyze users', value: seconds(times.vacuumMs) },
    );
    console.log(`Seeded in ${seconds(times.demoMs + times.usersMs + times.vacuumMs)}.`);
  }
  const listRows = await seedLists(database.url, SEEDED, ROWS, console.log);
  rows.push(
    ...listRows.map((seed) => ({
      label: `seed: ${seed.list}, ${count(seed.added)} rows added to ${count(seed.before)}, then vacuum analyze`,
      value: seconds(seed.ms),
    })),
  );
  if (values.reuse !== undefined) {
    console.log(`Migrating ${database.name}...`);
    const kept = await bringKeptUpToDate(database.url);
    rows.push({
      label: 'kept database: migrations applied; indexes and columns replayed',
      value: `${kept.applied.join(', ') || 'none'}; ${kept.replayed.join(', ') || 'none'}`,
    });
    for (const warning of kept.warnings) console.log(`  replay: ${warning}`);
  }

  // Both processes sign tokens with one secret, as a deployment behind a load balancer must.
  const secret = randomBytes(48).toString('base64url');
  const a = await startServer(
    'API A',
    { ...childEnv(database.url, join(dir, 'a')), JWT_SECRET: secret },
    children,
  );
  const b = await startServer(
    'API B',
    { ...childEnv(database.url, join(dir, 'b')), JWT_SECRET: secret },
    children,
  );
  const headers = { authorization: `Bearer ${(await signIn(a.base)).accessToken}` };
  const bases = [a.base, b.base];

  const listed = new Map(listRows.map((seed) => [seed.list, seed.before + seed.added]));
  rows.push(
    ...(await timeLists(
      bases,
      headers,
      listSpecs.filter((spec) => SEEDED.includes(spec.rows)),
      {
        perShape: PER_SHAPE,
        budgetMs: BUDGET_P95_MS,
        rowsOf: (spec) => count(listed.get(spec.rows) ?? 0),
      },
    )),
  );
  if (!TIMES_USERS) return finish(rows);

  const readers = bases.map((base) => httpReader(base, headers));
  // A first pass warms the caches and is not counted: a real server has been running a while.
  await timeQueries(scaleQueryMix(3), readers);
  const queries = scaleQueryMix(PER_SHAPE);
  console.log(
    `Timing ${queries.length} sequential users-list requests (load average ${load()})...`,
  );
  const timed = await timeQueries(queries, readers);
  const loadAfter = load();
  const failed = timed.filter((t) => t.status !== 200);
  rows.push(
    ...shapeRows(timed, BUDGET_P95_MS, `PostgreSQL, ${count(USERS)} users`),
    {
      label: 'list requests that failed (non-200)',
      value: String(failed.length),
      budget: '0',
      met: failed.length === 0,
    },
    {
      label: `load average (${availableParallelism()} cores) after the timed requests`,
      value: loadAfter,
    },
  );
  printSlowest(timed);
  for (const t of failed.slice(0, 5)) console.log(`  failed (${t.status}): ${t.params}`);
  if (PGLITE_USERS > 0) {
    console.log(`PGlite: ${count(PGLITE_USERS)} users, the same shapes, in-process...`);
    const pglite = await timePgliteList(join(dir, 'pglite'), PGLITE_USERS, PER_SHAPE);
    rows.push(
      { label: `PGlite: seed ${count(PGLITE_USERS)} users`, value: seconds(pglite.seedMs) },
      // Its own budget: PGlite is the one-process, small-install database (decision 0036).
      ...shapeRows(pglite.timed, PGLITE_BUDGET_MS, `PGlite, ${count(PGLITE_USERS)} users`),
    );
  }
  if (values['lists-only']) return finish(rows);

  console.log('Streaming /api/users/list/all-data from A...');
  const stream = await streamAllUsers(a.base, headers, a.child.process.pid);
  console.log('Two-process consistency checks...');
  const checks = await checkConsistency(a.base, b.base, USERS);

  rows.push(
    {
      label: 'all-data: users in the reply (array complete)',
      value: `${count(stream.count)}${stream.complete ? '' : ' (cut short)'}`,
      budget: `= ${count(USERS)}`,
      met: stream.status === 200 && stream.complete && stream.count === USERS,
    },
    {
      label: 'all-data: time to first byte, to the end',
      value: `${ms(stream.firstByteMs)}, ${seconds(stream.totalMs)}`,
    },
    { label: 'all-data: bytes', value: `${(stream.bytes / 1024 / 1024).toFixed(0)} MB` },
    {
      label: 'server A RSS before, peak sampled during the stream',
      value: `${mb(stream.rssBeforeKb)}, ${mb(stream.rssPeakDuringKb)}`,
    },
    {
      label: 'server A VmHWM (peak RSS since start) before, after',
      value: `${mb(stream.hwmBeforeKb)}, ${mb(stream.hwmAfterKb)}`,
    },
    ...checks.map((check) => ({
      label: `two processes: ${check.label} (${check.detail})`,
      value: check.passed ? 'pass' : 'FAIL',
      budget: 'pass',
      met: check.passed,
    })),
  );
  return finish(rows);
}

function finish(rows: Row[]) {
  printTable(rows);
  const missed = rows.filter((row) => row.met === false).length;
  console.log(
    missed === 0
      ? '\nAll budgets met, all checks passed.'
      : `\n${missed} budget(s) missed or check(s) failed.`,
  );
  return missed === 0 ? 0 : 1;
}

async function main(): Promise<number> {
  if (!Number.isInteger(USERS) || USERS < 50 || !Number.isInteger(PER_SHAPE) || PER_SHAPE < 1)
    throw new Error('--users must be a whole number of at least 50, --per-shape at least 1');
  if (!Number.isInteger(PGLITE_USERS) || PGLITE_USERS < 0)
    throw new Error('--pglite-users must be a whole number');
  if (!Number.isInteger(ROWS) || ROWS < 1) throw new Error('--rows must be a whole number');
  const unknown = LISTS.filter((list) => list !== 'users' && !SEEDED.includes(list as SeededList));
  if (unknown.length > 0 || LISTS.length === 0)
    throw new Error(`--lists takes all, or some of: users, ${seededLists.join(', ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'beacon-bench-scale-'));
  const children: Child[] = [];
  const database: ThrowawayDatabase =
    values.reuse === undefined
      ? await createThrowawayDatabase(SERVER_URL, 'beacon_bench_scale')
      : {
          name: values.reuse,
          url: withDatabase(SERVER_URL, values.reuse),
          drop: () => Promise.resolve(),
        };
  const keep = values.keep || values.reuse !== undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= Promise.all(children.map(stop))
      .then(() => (keep ? console.log(`Kept database ${database.name}.`) : database.drop()))
      .then(() => rmSync(dir, { recursive: true, force: true })));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
  try {
    return await run(dir, database, children);
  } finally {
    await cleanUp();
  }
}

exitWith(main);
