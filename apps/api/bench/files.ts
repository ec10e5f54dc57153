/**
 * `npm run bench -w @beacon/api -- --files`: upload and download of a 25 MB file through the app
 * in this process (app.request, a signed-in admin), on each driver: the database on PGlite (in
 * memory) and on PostgreSQL (TEST_DATABASE_URL, a throwaway database; skipped when unset), and S3
 * (s3rver on this machine, metadata on PGlite). Prints the median and the worst of several runs
 * in MB/s, with the machine's load: client, app, database and S3 share its cores. Opt-in, not
 * part of CI; no budget, so it exits 1 only when a request fails or a download differs.
 *
 *   --runs N   measured runs per driver (default 5, after one to warm up)
 *   --mb N     the file's size (default 25, the largest attachment)
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { FileReply } from '@beacon/contract/files';
import { eq } from 'drizzle-orm';
import { createApp } from '../src/app';
import type { Database } from '../src/db/client';
import { nodeMigrations } from '../src/db/migrations-node';
import { openPglite } from '../src/db/pglite';
import { fromPostgres } from '../src/db/postgres';
import { prepare } from '../src/db/seed';
import type { AppConfig } from '../src/lib/context';
import type { FilesConfig } from '../src/lib/file-store';
import { apiModules } from '../src/modules';
import { storeOf } from '../src/modules/files/files.service';
import { files } from '../src/modules/files/files.table';
import { createS3Store } from '../src/modules/files/s3-store';
import { startLocalS3 } from '../src/test/s3-server';
import { createThrowawayDatabase } from './postgres-db';
import { exitWith } from './processes';
import { type Row, printTable } from './report';

const { values } = parseArgs({
  options: {
    files: { type: 'boolean' },
    runs: { type: 'string', default: '5' },
    mb: { type: 'string', default: '25' },
  },
});
const RUNS = Number(values.runs);
const MB = 1024 * 1024;
const SIZE = Number(values.mb) * MB;

type App = ReturnType<typeof createApp>;

interface Driver {
  label: string;
  open: () => Promise<{ database: Database; files: FilesConfig; close: () => Promise<void> }>;
}

interface Figures {
  label: string;
  upload: number[];
  download: number[];
  failures: number;
}

function configWith(filesConfig: FilesConfig): AppConfig {
  return {
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    accessTokenTtl: '1h',
    refreshTokenTtl: '1h',
    passwordIterations: 1000,
    rateLimitScale: 1000,
    // The quota is not what is measured: every run's upload stays until the run ends.
    files: { ...filesConfig, quotaBytes: Number.MAX_SAFE_INTEGER },
  };
}

async function signIn(app: App): Promise<string> {
  const response = await app.request('/jwt/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
  });
  const reply = (await response.json()) as { accessToken?: string };
  if (!reply.accessToken) throw new Error(`sign-in failed: ${response.status}`);
  return reply.accessToken;
}

/** Random bytes (incompressible, no known format), made once for every driver. */
function payload(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
  bytes.set([0, 0, 0, 0], 0);
  return bytes;
}

const mbPerSecond = (ms: number) => SIZE / MB / (ms / 1000);

async function measure(driver: Driver, bytes: Uint8Array<ArrayBuffer>): Promise<Figures> {
  const figures: Figures = { label: driver.label, upload: [], download: [], failures: 0 };
  const { database, files: filesConfig, close } = await driver.open();
  try {
    await prepare(database.db, apiModules, nodeMigrations(), { passwordIterations: 1000 });
    const config = configWith(filesConfig);
    const app = createApp({ db: database.db, config });
    const authorization = `Bearer ${await signIn(app)}`;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const uploaded = await app.request('/api/files?kind=attachment&name=bench.bin', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/octet-stream' },
        body: bytes,
      });
      const { file } = (await uploaded.json()) as FileReply;
      const stored = performance.now();
      if (uploaded.status !== 201) {
        figures.failures++;
        continue;
      }
      const downloaded = await app.request(file.url, { headers: { authorization } });
      const back = new Uint8Array(await downloaded.arrayBuffer());
      const done = performance.now();
      if (downloaded.status !== 200 || !Buffer.from(back).equals(Buffer.from(bytes)))
        figures.failures++;
      // The first run warms the app, the driver and the database up.
      if (run > 0) {
        figures.upload.push(mbPerSecond(stored - started));
        figures.download.push(mbPerSecond(done - stored));
      }
      // Each run's file goes at once: a growing store is not what is measured.
      const [row] = await database.db.select().from(files).where(eq(files.id, file.id));
      if (row) await storeOf(config.files, row).remove(database.db, [row.id]);
      await database.db.delete(files).where(eq(files.id, file.id));
      process.stdout.write('.');
    }
    console.log(` ${driver.label}`);
  } finally {
    await close();
  }
  return figures;
}

const median = (samples: readonly number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
};
const rate = (samples: readonly number[]) =>
  `${median(samples).toFixed(1)} MB/s (worst ${Math.min(...samples).toFixed(1)})`;

function drivers(): Driver[] {
  const pglite: Driver = {
    label: 'database, PGlite',
    open: async () => {
      const { database } = await openPglite();
      return { database, files: {}, close: () => database.close() };
    },
  };
  const s3: Driver = {
    label: 'S3 (s3rver), metadata on PGlite',
    open: async () => {
      const server = await startLocalS3();
      const { database } = await openPglite();
      return {
        database,
        files: { s3: createS3Store(server.settings('bench')) },
        close: async () => {
          await database.close();
          await server.stop();
        },
      };
    },
  };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('TEST_DATABASE_URL is not set: no PostgreSQL figures.');
    return [pglite, s3];
  }
  const postgres: Driver = {
    label: 'database, PostgreSQL',
    open: async () => {
      const throwaway = await createThrowawayDatabase(serverUrl, 'beacon_bench_files');
      const database = fromPostgres(throwaway.url);
      return {
        database,
        files: {},
        close: async () => {
          await database.close();
          await throwaway.drop();
        },
      };
    },
  };
  return [postgres, pglite, s3];
}

async function main(): Promise<number> {
  const loadBefore = loadavg()[0] ?? 0;
  console.log(`${values.mb} MB up and down, ${RUNS} runs per driver after a warm-up`);
  const bytes = payload(SIZE);
  const results: Figures[] = [];
  for (const driver of drivers()) results.push(await measure(driver, bytes));
  const loadAfter = loadavg()[0] ?? 0;

  const rows: Row[] = results.flatMap((figures) => [
    { label: `upload ${values.mb} MB, ${figures.label}`, value: rate(figures.upload) },
    { label: `download ${values.mb} MB, ${figures.label}`, value: rate(figures.download) },
  ]);
  const failures = results.reduce((sum, figures) => sum + figures.failures, 0);
  rows.push(
    {
      label: `load average (1 min) on ${cpus().length} cores, before and after`,
      value: `${loadBefore.toFixed(1)}, ${loadAfter.toFixed(1)}`,
    },
    { label: 'failed or differing requests', value: String(failures), budget: '0', met: !failures },
  );
  printTable(rows);
  return failures === 0 ? 0 : 1;
}

exitWith(main);
