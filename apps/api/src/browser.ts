import type { PGlite } from '@electric-sql/pglite';
import type { SeedImage } from './browser-fs';
import { readStore, storeName } from './browser-store';
import type { LiveConnection, LiveSocket } from './lib/live/hub';

// The mock entry, kept small: what opens the database (browser-db.ts: PGlite) and the API
// (browser-app.ts: Hono, Drizzle, the modules) are chunks of their own, both requested the moment
// this one runs, so neither download waits for the other (decision 0029).

export interface MockDatabaseOptions {
  /** `idb://<name>` persists in IndexedDB; `memory://` for tests. */
  dataDir?: string;
  /** The seeded database made at build time (db/image.ts), restored when `dataDir` is new. */
  seedImage?: SeedImage;
  /** pglite.wasm, compiled while everything else downloaded (else PGlite fetches it itself). */
  wasmModule?: Promise<WebAssembly.Module>;
  /** pglite.data, PGlite's own files, gzipped or not (else PGlite fetches it itself). */
  fsBundle?: Promise<Blob>;
}

export interface MockApiOptions extends MockDatabaseOptions {
  /** The mock signs its own tokens; everything runs in the page, so this guards nothing secret. */
  jwtSecret: string;
}

/** A started database and its one way to IndexedDB. */
export interface MockDatabase {
  client: PGlite;
  /**
   * Copies the database to IndexedDB and resolves once that is committed. Nothing else copies:
   * every write request is one transaction, and a reload right after its answer must find it.
   */
  flush: () => Promise<void>;
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

/**
 * Starts at once what needs nothing from the page: reading IndexedDB, the database, and loading
 * the API's code.
 * The returned function finishes the start with the page's secret.
 */
export function startMockApi(
  options: MockDatabaseOptions,
): (jwtSecret: string) => Promise<MockApi> {
  const { dataDir = 'idb://beacon-admin' } = options;
  const name = /^idb:\/\/(.+)$/.exec(dataDir)?.[1];
  const stored = name === undefined ? undefined : readStore(storeName(name));
  stored?.catch(() => undefined); // reported by the start that reads it
  const code = import('./browser-app');
  const database = import('./browser-db').then(({ startMockDatabase }) =>
    startMockDatabase({ ...options, dataDir }, stored),
  );
  // Failures are reported by the finishing call; a start nobody finishes is not unhandled.
  code.then(
    () => performance.mark('beacon:worker:api-code'),
    () => undefined,
  );
  database.catch(() => undefined);
  return async (jwtSecret) => {
    const [{ mockApp }, started] = await Promise.all([code, database]);
    return mockApp(started, jwtSecret);
  };
}

/** The mock back end: the real API over PGlite in the page, the same code as server mode. */
export const createMockApi = ({ jwtSecret, ...options }: MockApiOptions): Promise<MockApi> =>
  startMockApi(options)(jwtSecret);
