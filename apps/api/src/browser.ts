import { IdbFs } from '@electric-sql/pglite';
import { NO_ROUTE_HEADER, createApp, createLive } from './app';
import type { Migration } from './db/migrate';
import { openPglite } from './db/pglite';
import { broadcastBus } from './lib/live/bus';
import type { LiveConnection, LiveSocket } from './lib/live/hub';
import { BROWSER_PASSWORD_ITERATIONS, type SeedOptions, prepare, reset } from './db/seed';

// drizzle-kit's SQL files, bundled as text: the browser has no file system to read them from.
const files = import.meta.glob<string>('./db/migrations/*.sql', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const migrations: Migration[] = Object.entries(files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, sql]) => ({ tag: path.replace(/^.*\/|\.sql$/g, ''), sql }));

export interface MockApiOptions {
  /** `idb://<name>` persists in IndexedDB; `memory://` for tests. */
  dataDir?: string;
  /** The mock signs its own tokens; everything runs in the page, so this guards nothing secret. */
  jwtSecret: string;
  /** The seeded database made at build time (db/image-cli.ts), restored when `dataDir` is new. */
  seedImage?: () => Promise<Blob | undefined>;
}

/** True when there is no database yet at `dataDir` (PGlite names its IndexedDB `/pglite/<name>`). */
async function isNew(dataDir: string): Promise<boolean> {
  if (!dataDir.startsWith('idb://')) return !dataDir || dataDir.startsWith('memory://');
  const name = `/pglite/${dataDir.slice('idb://'.length)}`;
  return !(await indexedDB.databases()).some((db) => db.name === name);
}

/**
 * IndexedDB written when the mock asks (`persist`), never by PGlite itself. PGlite copies after
 * every query, reads included, and that made a list request wait ~100 ms on IndexedDB; the mock
 * copies once per write request instead, under the query lock (see `flush` below).
 */
class IdbFsOnRequest extends IdbFs {
  override async syncToFs(): Promise<void> {}
  persist(): Promise<void> {
    return super.syncToFs();
  }
}

export interface MockApi {
  /** Answers like the server; a request no API route matches goes to the real network. */
  fetch: (request: Request) => Promise<Response>;
  /** "Reset demo data": every table back to the seed. */
  reset: () => Promise<void>;
  /** A live-channel session, as the server's WebSocket would open one. */
  connectLive: (socket: LiveSocket) => LiveConnection;
  close: () => Promise<void>;
}

const seedOptions: SeedOptions = { passwordIterations: BROWSER_PASSWORD_ITERATIONS };

/** The mock back end: the real API over PGlite in the page, the same code as server mode. */
export async function createMockApi({
  dataDir = 'idb://beacon-admin',
  jwtSecret,
  seedImage,
}: MockApiOptions): Promise<MockApi> {
  const image = seedImage && (await isNew(dataDir)) ? await seedImage() : undefined;
  const idb = dataDir.startsWith('idb://') ? new IdbFsOnRequest(dataDir.slice(6)) : undefined;
  const { client, database } = await openPglite(
    idb ? { fs: idb, loadDataDir: image } : { dataDir, loadDataDir: image },
  );
  // Every write request is one transaction, and a reload right after its answer must find it: it
  // is copied to IndexedDB before the answer. The copy is taken while no query runs: IDBFS lists
  // the files, waits on IndexedDB, then reads them, so a query in between would leave a copy that
  // mixes two moments, a torn data directory that may no longer open. (PGlite's own copies under
  // `relaxedDurability` run beside the queries; that tore one after a sign-up and a page load.)
  const flush = () => client.runExclusive(() => idb?.persist() ?? Promise.resolve());
  // A few reads write too (opening a chat resets its unseen count, presence comes over the live
  // channel): copied soon after, without making the reply wait. A failed copy surfaces at the
  // next write, whose reply waits for its own.
  let soon: ReturnType<typeof setTimeout> | undefined;
  const flushSoon = () => {
    if (idb)
      soon ??= setTimeout(() => {
        soon = undefined;
        flush().catch(() => undefined);
      }, 250);
  };
  await prepare(database.db, migrations, seedOptions);
  await flush();
  const config = {
    jwtSecret,
    accessTokenTtl: '10m',
    refreshTokenTtl: '10m',
    passwordIterations: seedOptions.passwordIterations,
  };
  // The tabs of one browser share one worker where they can; where each has its own, their API
  // instances hear each other's events through a BroadcastChannel, as processes do through NOTIFY.
  const live = createLive(database.db, config, broadcastBus('beacon-live'));
  const app = createApp({ db: database.db, config, live });
  return {
    fetch: async (request) => {
      const response = await app.fetch(request.clone());
      if (response.headers.has(NO_ROUTE_HEADER)) return globalThis.fetch(request);
      // A write is in IndexedDB before it is answered: a reload right after keeps it.
      if (request.method !== 'GET' && request.method !== 'HEAD') await flush();
      else flushSoon();
      return response;
    },
    reset: async () => {
      await reset(database.db, seedOptions);
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
      clearTimeout(soon);
      await live.close();
      await flush();
      await database.close();
    },
  };
}
