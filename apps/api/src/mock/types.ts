import type { PGlite } from '@electric-sql/pglite';
import type { SeedImage } from './fs';
import type { LiveConnection, LiveSocket } from '../lib/live/hub';

// What the mock's pieces hand one another: the entry, the database it opens, the API over it.

export interface MockDatabaseOptions {
  /** `idb://<name>` persists in IndexedDB; `memory://` for tests. */
  dataDir?: string;
  /** The seeded database made at build time (mock/seed-image.ts), restored when `dataDir` is new. */
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
