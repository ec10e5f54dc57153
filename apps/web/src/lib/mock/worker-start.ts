/// <reference lib="webworker" />
import type { MockApi } from '@beacon/api/mock';
import pgliteData from '@electric-sql/pglite/pglite.data?url';
import pgliteWasm from '@electric-sql/pglite/pglite.wasm?url';
import { cachedFetch, hashed, pruneCache } from './asset-cache';
import { ownDatabase } from './database-owner';

const DATA_DIR = 'beacon-admin';
/**
 * A build (its files' names are hashed) ships pglite.data gzipped too (mock-start-plugin.ts): 2 MB,
 * not 6, without a server compressing the 6 MB again for every visitor (`vite preview` does, ~0.4 s
 * of CPU each time); the database start unzips it (the API's mock/image.ts). Dev serves the
 * package's own file.
 */
const PGLITE_DATA = hashed(pgliteData) ? `${pgliteData}.gz` : pgliteData;
const IMAGE = '/assets/data/demo-db.tar.gz';

/** Whether this browser has no database yet: only then is the seeded image downloaded. */
async function firstVisit(): Promise<boolean> {
  const all = await indexedDB.databases().catch(() => []);
  return !all.some((db) => db.name === `/pglite/${DATA_DIR}`);
}

/** PGlite's own download; a response without the wasm content type is compiled from its bytes. */
async function compilePglite(): Promise<WebAssembly.Module> {
  const module = await WebAssembly.compileStreaming(cachedFetch(pgliteWasm)).catch(async () => {
    const response = await cachedFetch(pgliteWasm);
    return WebAssembly.compile(await response.arrayBuffer());
  });
  performance.mark('beacon:worker:wasm-compiled');
  return module;
}

async function download(
  url: string,
  fetcher: (url: string) => Promise<Response> = (at) => fetch(at),
): Promise<Blob> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.blob();
}

/**
 * Starts everything the mock needs from the network at once, in parallel with the worker's own
 * code: PGlite's WebAssembly (compiled as it streams in), its files, the seeded image on a first
 * visit, and the API's code, which opens the database as soon as it is there and this worker holds
 * it (`giveUp` closes it when another worker asks for it). The page's secret finishes the start
 * (the returned function).
 */
export function startMock(giveUp: () => Promise<void>): (jwtSecret: string) => Promise<MockApi> {
  const wasmModule = compilePglite();
  const fsBundle = download(PGLITE_DATA, cachedFetch);
  let image: Promise<Blob | undefined> | undefined;
  // Without it (dev, still building) PGlite runs initdb, and the API seeds the database itself.
  const seedImage = () => (image ??= download(IMAGE).catch(() => undefined));
  void firstVisit().then((first) => {
    if (first) void seedImage();
  });
  // PGlite's code is a chunk that both the database's and the API's code import: requested now,
  // with the mock entry, it arrives with them rather than one round trip after them.
  import('@electric-sql/pglite').catch(() => undefined);
  // The one way into the API from the web app is this dynamic import: only mock mode carries it.
  const started = Promise.all([import('@beacon/api/mock'), ownDatabase(giveUp)]).then(
    ([{ startMockApi }]) =>
      startMockApi({ dataDir: `idb://${DATA_DIR}`, seedImage, wasmModule, fsBundle }),
  );
  // Reported when the page asks to start.
  for (const pending of [wasmModule, fsBundle, started]) pending.catch(() => undefined);
  void started.then(
    () => pruneCache([pgliteWasm, PGLITE_DATA]),
    () => undefined,
  );
  return async (jwtSecret) => (await started)(jwtSecret);
}
