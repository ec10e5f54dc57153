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
  // Not relaxed: with relaxed durability the copy to IndexedDB runs while the next query already
  // writes, so a reload at that moment could restore a torn data directory that no longer opens
  // (seen after a sign-up followed at once by a page load). Each query waits for its flush instead.
  const { client, database } = await openPglite({ dataDir, loadDataDir: image });
  await prepare(database.db, migrations, seedOptions);
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
      // PGlite copies to IndexedDB after each query but not after a transaction's COMMIT: a write
      // is flushed before its answer, or a reload right after it could lose it.
      if (request.method !== 'GET' && request.method !== 'HEAD') await client.syncToFs();
      return response;
    },
    reset: () => reset(database.db, seedOptions),
    connectLive: (socket) => live.connect(socket),
    close: async () => {
      await live.close();
      await database.close();
    },
  };
}
