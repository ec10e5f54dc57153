/**
 * `npm run bench -w @beacon/api -- --load` (or `npm run bench:load -w @beacon/api`): durability
 * under load (decision 0027). Opt-in, since it takes minutes; the default bench and CI stay short.
 *
 * On PGlite, then on PostgreSQL when TEST_DATABASE_URL names a server: seeds a throwaway database,
 * starts our server, and runs 50 connections for 60 s, each repeating a cycle of writes to tasks,
 * events, users, invoices, the cart and the wishlist with list reads in between (load-mix.ts).
 * Every 2xx write goes into a ledger; afterwards each is looked for through the API, on the
 * running server and again after a restart. Exits 1 on any failed request or missing write.
 *
 * Options: --seconds N, --connections N, --scale N (seed size) for shorter tries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Ledger, type Verdict, collections, verify } from './ledger';
import { percentile } from './load';
import { runMix } from './load-mix';
import { MixStats, kinds } from './mix-stats';
import { checkBodies } from './mix-bodies';
import { type ThrowawayDatabase, createThrowawayDatabase } from './postgres-db';
import {
  type Child,
  exitWith,
  freePort,
  runToEnd,
  signInAdmin,
  startNode,
  stop,
  waitUntilAnswering,
} from './processes';
import { type Row, ms, perSecond, printTable } from './report';
import { snapshot } from './snapshot';

const { values } = parseArgs({
  options: {
    load: { type: 'boolean' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    scale: { type: 'string', default: '10000' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const SCALE = Number(values.scale);

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const host = '127.0.0.1';
const count = (n: number) => n.toLocaleString('en-US');

function childEnv(dataDir: string, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    // Hashing cost only matters for sign-in, which is not what is measured: keep seeding fast.
    PASSWORD_ITERATIONS: '1000',
    // Sign-in limits are not under test; one sign-in per start stays far below them anyway.
    RATE_LIMIT_SCALE: '1000',
    LOG_REQUESTS: 'false',
    // One token must last the whole run.
    ACCESS_TOKEN_TTL: '1h',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

async function startServer(env: NodeJS.ProcessEnv, children: Child[]) {
  const port = await freePort();
  const child = startNode('API server', ['--import', 'tsx', 'src/node.ts'], {
    cwd: apiDir,
    env: { ...env, HOST: host, PORT: String(port) },
  });
  children.push(child);
  const base = `http://${host}:${port}`;
  await waitUntilAnswering(child, `${base}/api/health`);
  return { child, base, headers: { authorization: `Bearer ${await signInAdmin(base)}` } };
}

function verdictRows(label: string, verdict: Verdict): Row[] {
  const { acknowledged, found, missing } = verdict.total;
  return [
    {
      label: `acknowledged writes found, ${label}`,
      value: `${count(found)} of ${count(acknowledged)}`,
      budget: 'all',
      met: found === acknowledged && acknowledged > 0,
    },
    { label: `missing, ${label}`, value: count(missing), budget: '0', met: missing === 0 },
  ];
}

function report(
  database: string,
  result: Awaited<ReturnType<typeof runMix>>,
  stats: MixStats,
  live: Verdict,
  restarted: Verdict,
  load: number,
): Row[] {
  const failures = result.non2xx + result.errors + stats.uncounted;
  const rows: Row[] = [
    {
      label: `${database}: requests, ${CONNECTIONS} connections, ${SECONDS} s`,
      value: count(result.requests.total),
    },
    { label: 'throughput', value: perSecond(result.requests.average) },
    // Each cycle starts with a task create (load-mix.ts); more cycles than products: see there.
    {
      label: 'cycles started (one task create each)',
      value: count(stats.latencies.get('task create')?.length ?? 0),
      budget: `<= ${count(SCALE)}`,
      met: (stats.latencies.get('task create')?.length ?? 0) <= SCALE,
    },
    // The machine is shared: read the figures against how busy it was.
    {
      label: `machine load average over the last minute (${availableParallelism()} cores)`,
      value: load.toFixed(1),
    },
    {
      label: `failed requests (non-2xx ${result.non2xx}, socket errors and timeouts ${result.errors}, other ${stats.uncounted})`,
      value: count(failures),
      budget: '0',
      met: failures === 0,
    },
    ...verdictRows('running server', live),
    ...verdictRows('after a restart', restarted),
  ];
  for (const collection of collections) {
    const t = restarted.byCollection[collection];
    rows.push({
      label: `  ${collection} writes: found / acknowledged (missing)`,
      value: `${count(t.found)} / ${count(t.acknowledged)} (${t.missing})`,
    });
  }
  for (const kind of kinds) {
    const latencies = stats.latencies.get(kind) ?? [];
    if (latencies.length === 0) continue;
    const failed = stats.failures.get(kind) ?? 0;
    rows.push({
      label: `  ${kind} (${count(latencies.length)}${failed ? `, ${failed} failed` : ''}): req/s, median, p95`,
      value: `${(latencies.length / SECONDS).toFixed(1)}, ${ms(percentile(latencies, 50))}, ${ms(percentile(latencies, 95))}`,
    });
  }
  return rows;
}

/** One database: seed, load, read every acknowledged write back, restart, read it back again. */
async function measure(database: string, env: NodeJS.ProcessEnv, children: Child[]) {
  const seed = startNode(
    'seed CLI',
    ['--import', 'tsx', 'src/seed-cli.ts', '--scale', String(SCALE), '--reset'],
    { cwd: apiDir, env },
  );
  children.push(seed);
  await runToEnd(seed);
  console.log(`${database}: seeded at scale ${count(SCALE)}.`);

  const run = Math.random().toString(36).slice(2, 8);
  checkBodies(run);
  const first = await startServer(env, children);
  const ledger = new Ledger();
  const stats = new MixStats();
  console.log(
    `${database}: ${CONNECTIONS} connections for ${SECONDS} s (run tag ${run}; load average before: ${(loadavg()[0] ?? 0).toFixed(1)})...`,
  );
  const result = await runMix({
    base: first.base,
    token: first.headers.authorization.slice('Bearer '.length),
    seconds: SECONDS,
    connections: CONNECTIONS,
    run,
    products: SCALE,
    ledger,
    stats,
  });
  const [load = 0] = loadavg();
  // Replies cut off by the stop may still be running on the server; they are allowed either way
  // (ledger.ts), but let them finish so the first read-back is not racing them.
  await sleep(2_000);
  const live = verify(ledger, await snapshot(first.base, first.headers));
  await stop(first.child);
  console.log(`${database}: server stopped (exit ${first.child.process.exitCode}), restarting...`);
  const second = await startServer(env, children);
  const restarted = verify(ledger, await snapshot(second.base, second.headers));
  await stop(second.child);

  const rows = report(database, result, stats, live, restarted, load);
  printTable(rows);
  for (const line of [...stats.samples, ...live.examples, ...restarted.examples])
    console.log(`  ${line}`);
  return rows.filter((row) => row.met === false).length;
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'beacon-bench-load-'));
  const children: Child[] = [];
  let postgres: ThrowawayDatabase | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= Promise.all(children.map(stop))
      .then(() => postgres?.drop())
      .then(() => rmSync(dir, { recursive: true, force: true })));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

  try {
    let missed = await measure('PGlite', childEnv(join(dir, 'pglite'), undefined), children);
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl) {
      postgres = await createThrowawayDatabase(serverUrl);
      console.log(`\nPostgreSQL: throwaway database ${postgres.name}`);
      missed += await measure('PostgreSQL', childEnv(join(dir, 'pg'), postgres.url), children);
    } else {
      console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL (e.g. postgres://…/beacon_test).');
    }
    console.log(
      missed === 0 ? '\nNo failed request, no missing write.' : `\n${missed} check(s) failed.`,
    );
    return missed === 0 ? 0 : 1;
  } finally {
    await cleanUp();
  }
}

exitWith(main);
