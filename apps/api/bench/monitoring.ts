/**
 * `npm run bench -w @beacon/api -- --monitoring`: the monitoring module's budgets on PostgreSQL
 * (TEST_DATABASE_URL, a throwaway database): 100 sensors with a reading a minute for 90 days
 * (~13 M readings, made in SQL with a daily cycle and noise, their hourly aggregates filled from
 * them in one statement); then, through the app in this process, the p95 of the 30-day report of
 * every sensor by day, a 30-day chart of 5 sensors and the overview; and ingest throughput in
 * batches of 500 on PostgreSQL and on PGlite (in memory, no history: ingest cost does not grow
 * with the table the way a read's does). Opt-in, not part of CI. Exits 1 when a budget is missed.
 *
 *   --days N     history to make (default 90)
 *   --sensors N  sensors to make (default 100)
 *   --keep       keep the PostgreSQL database and print its address, to look into a slow query
 *   --reuse URL  measure again on a database kept by --keep, without making the history again
 */
import { parseArgs } from 'node:util';
import { ingestPath } from '@beacon/contract/monitoring';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app';
import { type Database, selectRows } from '../src/db/client';
import { nodeMigrations } from '../src/db/migrations-node';
import { openPglite } from '../src/db/pglite';
import { fromPostgres } from '../src/db/postgres';
import { prepare } from '../src/db/seed';
import type { AppConfig } from '../src/lib/context';
import { apiModules } from '../src/modules';
import { deviceTokenHash } from '../src/modules/monitoring/sensor-tokens';
import { percentile } from './load';
import { createThrowawayDatabase } from './postgres-db';
import { exitWith } from './processes';
import { type Row, ms, printTable } from './report';

const { values } = parseArgs({
  options: {
    monitoring: { type: 'boolean' },
    days: { type: 'string', default: '90' },
    sensors: { type: 'string', default: '100' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const DAYS = Number(values.days);
const SENSORS = Number(values.sensors);
const RUNS = 60;
const WARM_RUNS = 5;
const BATCH = 500;
const INGEST_SENSORS = 20;
const INGEST_BATCHES_PER_SENSOR = 5;
const BUDGET = { overviewP95Ms: 50, reportP95Ms: 100, seriesP95Ms: 100, seriesPoints: 2000 };

const config: AppConfig = {
  jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
  accessTokenTtl: '1h',
  refreshTokenTtl: '1h',
  passwordIterations: 1000,
  // The ingest's per-device limit is not what is measured.
  rateLimitScale: 1000,
};

type App = ReturnType<typeof createApp>;
const dayMs = 86_400_000;

async function signIn(app: App): Promise<Record<string, string>> {
  const response = await app.request('/jwt/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const reply = (await response.json()) as { accessToken?: string };
  if (!reply.accessToken) throw new Error(`sign-in failed: ${response.status}`);
  return { authorization: `Bearer ${reply.accessToken}` };
}

async function open(database: Database, made = false) {
  await prepare(database.db, apiModules, nodeMigrations(), { passwordIterations: 1000 });
  // Only the bench's sensors: the samples would change what is measured.
  await database.db.execute(
    made ? sql`delete from sensors where name not like 'Bench %'` : sql`delete from sensors`,
  );
  const app = createApp({ db: database.db, config });
  return { app, headers: await signIn(app) };
}

/** Sensors `Bench n` (zones of ten), each with the device token `bst_bench_<n>`, and a zone rule. */
async function makeSensors(database: Database, count: number, prefix: string) {
  await database.db.execute(sql`insert into sensors
      (name, zone, min_value, max_value, token_hash, token_hint, created_at)
    select ${prefix} || ' ' || i, ${prefix} || ' zone ' || (i % 10), -50, 100,
      encode(sha256(convert_to('bst_bench_' || ${prefix} || '_' || i, 'UTF8')), 'hex'), 'ench',
      now() - interval '1 year'
    from generate_series(1, ${count}) i`);
  await database.db.execute(sql`insert into alarm_rules (name, zone, condition, threshold, severity)
    select 'Warm ' || zone, zone, 'above', 7.5, 'warning' from sensors
    where name like ${`${prefix} %`} group by zone`);
  const sample = `bst_bench_${prefix}_1`;
  const [row] = await selectRows<{ token_hash: string }>(
    database.db,
    sql`select token_hash from sensors where name = ${`${prefix} 1`}`,
  );
  if (row?.token_hash !== (await deviceTokenHash(sample)))
    throw new Error('the bench’s token hashes differ from the API’s');
}

/** `DAYS` of a reading a minute for every bench sensor, then their hourly aggregates. */
async function makeHistory(database: Database) {
  const { db } = database;
  const started = performance.now();
  // Loaded without the key and the foreign key, which are then built once: far faster than
  // checking 13 M rows one by one.
  await db.execute(sql`alter table readings drop constraint readings_sensor_id_sensors_id_fk`);
  await db.execute(sql`alter table readings drop constraint readings_sensor_id_at_pk`);
  await db.execute(sql`set maintenance_work_mem = '512MB'`);
  await db.execute(sql`insert into readings (sensor_id, at, value)
    select s.id, t,
      4 + 2 * sin(2 * pi() * (extract(epoch from t) / 86400 + s.id / 17.0)) + (random() - 0.5) * 0.6
    from generate_series(date_trunc('minute', now()) - ${`${DAYS} days`}::interval,
      date_trunc('minute', now()) - interval '1 minute', interval '1 minute') t
    cross join (select id from sensors order by id) s`);
  const inserted = performance.now();
  await db.execute(
    sql`alter table readings add constraint readings_sensor_id_at_pk primary key (sensor_id, at)`,
  );
  await db.execute(sql`alter table readings add constraint readings_sensor_id_sensors_id_fk
    foreign key (sensor_id) references sensors (id) on delete cascade`);
  const keyed = performance.now();
  await db.execute(sql`insert into reading_hours
      (sensor_id, hour, count, sum, min, max, outside_seconds)
    select sensor_id, date_trunc('hour', at, 'UTC'), count(*), sum(value), min(value), max(value),
      60 * count(*) filter (where value > 7.5)
    from readings group by 1, 2`);
  await db.execute(sql`update sensors s set last_value = r.value, last_reading_at = r.at
    from (select distinct on (sensor_id) sensor_id, at, value from readings
      order by sensor_id, at desc) r where r.sensor_id = s.id`);
  const hours = performance.now();
  await db.execute(sql`vacuum analyze`);
  const done = performance.now();
  const [count] = await selectRows<{ n: string | number }>(
    db,
    sql`select count(*)::int8 as n from readings`,
  );
  const s = (from: number, to: number) => `${((to - from) / 1000).toFixed(0)} s`;
  console.log(
    `Made ${Number(count?.n).toLocaleString('en-US')} readings in ${s(started, done)}: insert ${s(started, inserted)}, keys ${s(inserted, keyed)}, hours ${s(keyed, hours)}, vacuum analyze ${s(hours, done)}`,
  );
}

interface Timed {
  medianMs: number;
  p95Ms: number;
  worstMs: number;
  failures: number;
  largest: number;
}

/** Sequential requests after a warm-up; `size` reads a figure (points, rows) from each reply. */
async function time(
  app: App,
  headers: Record<string, string>,
  urls: () => string,
  size: (reply: unknown) => number,
): Promise<Timed> {
  const latencies: number[] = [];
  let failures = 0;
  let largest = 0;
  for (let i = 0; i < WARM_RUNS + RUNS; i++) {
    const started = performance.now();
    const response = await app.request(urls(), { headers });
    const reply: unknown = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) {
      failures++;
      if (failures === 1) console.error(JSON.stringify(reply).slice(0, 300));
    } else largest = Math.max(largest, size(reply));
    if (i >= WARM_RUNS) latencies.push(elapsed);
  }
  return {
    medianMs: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    worstMs: Math.max(...latencies),
    failures,
    largest,
  };
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

async function measureReads(app: App, headers: Record<string, string>, ids: number[]) {
  const now = Date.now();
  // A 30-day window that ends on a random day of the history, every sensor, by day.
  const window = () => {
    const end = now - Math.floor(Math.random() * (DAYS - 30)) * dayMs;
    return `from=${new Date(end - 30 * dayMs).toISOString()}&to=${new Date(end).toISOString()}`;
  };
  console.log(`Timing ${RUNS} reports, charts and overviews (after ${WARM_RUNS} to warm up)...`);
  const report = await time(
    app,
    headers,
    () =>
      `/api/monitoring/report?${window()}&groupBy=day&perPage=100&sort=${pick(['sensor', 'avg', 'max', 'period'])}`,
    (reply) => (reply as { total: number }).total,
  );
  const series = await time(
    app,
    headers,
    () => {
      const five = [...ids].sort(() => Math.random() - 0.5).slice(0, 5);
      return `/api/monitoring/series?sensors=${five.join(',')}&${window()}`;
    },
    (reply) =>
      Math.max(
        ...(reply as { series: { points: unknown[] }[] }).series.map(
          (one) => one.points.length * 2,
        ),
      ),
  );
  const overview = await time(
    app,
    headers,
    () => '/api/monitoring/overview',
    (reply) => (reply as { sensors: unknown[] }).sensors.length,
  );
  return { report, series, overview };
}

/** Readings a second through the ingest route, `INGEST_SENSORS` devices, batches of 500. */
async function measureIngest(app: App, prefix: string) {
  const start = Date.now() - INGEST_BATCHES_PER_SENSOR * BATCH * 1000 - 60_000;
  let failures = 0;
  const started = performance.now();
  for (let batch = 0; batch < INGEST_BATCHES_PER_SENSOR; batch++)
    for (let i = 1; i <= INGEST_SENSORS; i++) {
      const readings = Array.from({ length: BATCH }, (_, k) => ({
        at: new Date(start + (batch * BATCH + k) * 1000).toISOString(),
        value: 4 + Math.sin((batch * BATCH + k) / 300) * 4,
      }));
      const response = await app.request(ingestPath, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer bst_bench_${prefix}_${i}`,
        },
        body: JSON.stringify({ readings }),
      });
      const reply = (await response.json()) as { stored?: number };
      if (response.status !== 200 || reply.stored !== BATCH) {
        failures++;
        if (failures === 1) console.error(response.status, JSON.stringify(reply).slice(0, 300));
      }
    }
  const seconds = (performance.now() - started) / 1000;
  const readings = INGEST_SENSORS * INGEST_BATCHES_PER_SENSOR * BATCH;
  return { perSecond: readings / seconds, readings, failures };
}

const timedRows = (label: string, timed: Timed, budgetMs: number): Row[] => [
  {
    label: `${label} p95, ${RUNS} sequential`,
    value: ms(timed.p95Ms),
    budget: `<= ${budgetMs} ms`,
    met: timed.p95Ms <= budgetMs,
  },
  { label: `${label} median / worst`, value: `${ms(timed.medianMs)} / ${ms(timed.worstMs)}` },
];

async function main(): Promise<number> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error('TEST_DATABASE_URL is not set: the monitoring bench needs a PostgreSQL server.');
    return 1;
  }
  const throwaway = values.reuse
    ? { url: values.reuse, drop: () => Promise.resolve() }
    : await createThrowawayDatabase(serverUrl, 'beacon_bench_monitoring');
  const database = fromPostgres(throwaway.url, 4);
  // A fresh name each run: a kept database already has the last run's ingest sensors.
  const ingestPrefix = `Ingest${Date.now().toString(36)}`;
  const rows: Row[] = [];
  let failures = 0;
  try {
    const { app, headers } = await open(database, values.reuse !== undefined);
    if (!values.reuse) {
      await makeSensors(database, SENSORS, 'Bench');
      console.log(`Making ${DAYS} days of a reading a minute for ${SENSORS} sensors...`);
      await makeHistory(database);
    }
    const ids = (
      await selectRows<{ id: number }>(
        database.db,
        sql`select id from sensors where name like 'Bench %' order by id`,
      )
    ).map((row) => row.id);
    const { report, series, overview } = await measureReads(app, headers, ids);
    await makeSensors(database, INGEST_SENSORS, ingestPrefix);
    console.log(
      `Ingesting ${INGEST_SENSORS} devices × ${INGEST_BATCHES_PER_SENSOR} batches of ${BATCH} on PostgreSQL...`,
    );
    const ingestPg = await measureIngest(app, ingestPrefix);
    failures += report.failures + series.failures + overview.failures + ingestPg.failures;
    rows.push(
      ...timedRows(
        `report, 30 days by day, ${SENSORS} sensors, PostgreSQL`,
        report,
        BUDGET.reportP95Ms,
      ),
      ...timedRows(`chart, 30 days, 5 sensors, PostgreSQL`, series, BUDGET.seriesP95Ms),
      {
        label: 'chart: most points in one series (min and max of each bucket)',
        value: String(series.largest),
        budget: `<= ${BUDGET.seriesPoints}`,
        met: series.largest <= BUDGET.seriesPoints,
      },
      ...timedRows(
        `overview, ${overview.largest} sensors, PostgreSQL`,
        overview,
        BUDGET.overviewP95Ms,
      ),
      {
        label: `ingest, batches of ${BATCH}, PostgreSQL (${ingestPg.readings.toLocaleString('en-US')} readings)`,
        value: `${Math.round(ingestPg.perSecond).toLocaleString('en-US')} readings/s`,
      },
    );
  } finally {
    await database.close();
    if (values.keep) console.log(`Kept the database: ${throwaway.url}`);
    else await throwaway.drop();
  }

  const pglite = (await openPglite()).database;
  try {
    const { app } = await open(pglite);
    await makeSensors(pglite, INGEST_SENSORS, 'Ingest');
    console.log('Ingesting the same on PGlite (in memory, no history)...');
    const ingest = await measureIngest(app, 'Ingest');
    failures += ingest.failures;
    rows.push({
      label: `ingest, batches of ${BATCH}, PGlite (${ingest.readings.toLocaleString('en-US')} readings)`,
      value: `${Math.round(ingest.perSecond).toLocaleString('en-US')} readings/s`,
    });
  } finally {
    await pglite.close();
  }
  rows.push({
    label: 'failed requests',
    value: String(failures),
    budget: '0',
    met: failures === 0,
  });
  printTable(rows);
  const missed = rows.filter((row) => row.met === false);
  console.log(missed.length === 0 ? '\nAll budgets met.' : `\n${missed.length} budget(s) missed.`);
  return missed.length === 0 ? 0 : 1;
}

exitWith(main);
