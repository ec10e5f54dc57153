import { sql } from 'drizzle-orm';
import { NO_ROUTE_HEADER, createApp, createLive } from '../app';
import type { MockApi, MockDatabase } from './types';
import { moduleFs } from '../db/emscripten-fs';
import { type Migration, NewerSchemaError } from '../db/migrate';
import type { Db } from '../db/client';
import { fromPglite } from '../db/pglite';
import { isPrepared, markPrepared } from '../db/prepared-mark';
import { BROWSER_PASSWORD_ITERATIONS, type SeedOptions, prepare, reset } from '../db/seed';
import { broadcastBus } from '../lib/live/bus';
import { apiModules } from '../modules';
import { canvasImages } from '../modules/files/canvas-images';

// drizzle-kit's SQL files, bundled as text: the browser has no file system to read them from.
const files = import.meta.glob<string>('../db/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const migrations: Migration[] = Object.entries(files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, sql]) => ({ tag: path.replace(/^.*\/|\.sql$/g, ''), sql }));

const seedOptions: SeedOptions = { passwordIterations: BROWSER_PASSWORD_ITERATIONS };

/**
 * `prepare`, and a new demo database in place of one a newer build migrated: a visitor back on an
 * older build (a rollback) cannot use that build's tables, and the demo data is only samples, so
 * the page starts over with this build's rather than stopping on an error.
 */
async function prepareDemo(db: Db) {
  try {
    await prepare(db, apiModules, migrations, seedOptions);
  } catch (error) {
    if (!(error instanceof NewerSchemaError)) throw error;
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`create schema public`);
    await prepare(db, apiModules, migrations, seedOptions);
  }
}

/**
 * The API's side of the mock (index.ts): the Hono app of server mode over the started database.
 * Its own chunk, loaded while PGlite starts.
 */
export async function mockApp(
  { client, flush }: MockDatabase,
  jwtSecret: string,
): Promise<MockApi> {
  const database = fromPglite(client);
  // A few reads write too (opening a chat resets its unseen count, presence comes over the live
  // channel): copied soon after, without making the reply wait. A failed copy surfaces at the
  // next write, whose reply waits for its own.
  let soon: ReturnType<typeof setTimeout> | undefined;
  const flushSoon = () => {
    soon ??= setTimeout(() => {
      soon = undefined;
      flush().catch(() => undefined);
    }, 250);
  };
  // Only a new migration (a new module, a new table) can change what `prepare` does here.
  const fs = moduleFs(client.Module);
  if (!isPrepared(fs, migrations)) {
    await prepareDemo(database.db);
    markPrepared(fs, migrations);
  }
  performance.mark('beacon:worker:prepared');
  // The start's own changes (a restored image, migrations, PostgreSQL's recovery) are copied
  // soon, without anyone waiting: until a write is answered, losing them costs only doing them
  // again at the next start, and a write's own copy takes them along.
  flushSoon();
  const config = {
    jwtSecret,
    accessTokenTtl: '10m',
    refreshTokenTtl: '10m',
    passwordIterations: seedOptions.passwordIterations,
    // No mail leaves a browser: every message waits in the outbox, which a visitor may read.
    mail: { from: 'Beacon Admin <no-reply@beacon.local>' },
    demoOutbox: true,
    // A demo in a browser is alive like the server's: the simulator sends readings (its switch is
    // on the sensors page); a month of raw readings is what the demo's history holds.
    monitoring: { simulator: true, retentionDays: 35 },
    // Pictures are written again by the browser's canvas: sharp is Node's only.
    files: { images: canvasImages },
    migrationTags: migrations.map((migration) => migration.tag),
  };
  // The tabs of one browser share one worker where they can; where each has its own, their API
  // instances hear each other's events through a BroadcastChannel, as processes do through NOTIFY.
  const live = createLive(database.db, config, broadcastBus('beacon-live'), apiModules);
  const app = createApp({ db: database.db, config, live, modules: apiModules });
  // What the jobs write is copied to IndexedDB like a request's writes.
  const stopJobs = app.startJobs({ afterRun: flushSoon });
  let copiedOnce = false;
  return {
    fetch: async (request) => {
      const response = await app.fetch(request.clone());
      if (response.headers.has(NO_ROUTE_HEADER)) return globalThis.fetch(request);
      // A write is in IndexedDB before it is answered: a reload right after keeps it.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        // The first write (a first visit's sign-in) shows what its copy adds to the answer.
        if (!copiedOnce) performance.mark('beacon:worker:first-write-done');
        await flush();
        if (!copiedOnce) performance.mark('beacon:worker:first-write-copied');
        copiedOnce = true;
      } else flushSoon();
      return response;
    },
    reset: async () => {
      await reset(database.db, apiModules, seedOptions);
      await flush();
    },
    connectLive: (socket) => {
      const connection = live.connect(socket);
      return {
        receive: (text) => {
          connection.receive(text);
          flushSoon();
        },
        closed: () => {
          connection.closed();
          flushSoon();
        },
      };
    },
    close: async () => {
      await stopJobs();
      clearTimeout(soon);
      await live.close();
      await flush();
      await database.close();
    },
  };
}
