/// <reference lib="webworker" />

const CACHE = 'beacon-mock-assets';

/**
 * Only a build's files carry a hash of their content in their name (`pglite-VfT9wtrq.wasm`):
 * such a file never changes, so a copy kept once serves every later visit. Dev's unhashed names
 * go to the network each time.
 */
export const hashed = (url: string) =>
  /-[\w-]{8}\.\w+(\.gz)?$/.test(new URL(url, location.href).pathname);

const open = () =>
  typeof caches === 'undefined' ? Promise.resolve(null) : caches.open(CACHE).catch(() => null);

/**
 * PGlite's WebAssembly and files (15 MB) from Cache Storage: a repeat visit asks the server
 * nothing for them, where the HTTP cache would revalidate each (`no-cache` static hosts) or drop
 * them (its size limits). The first visit stores what it downloads.
 */
export async function cachedFetch(url: string): Promise<Response> {
  const cache = hashed(url) ? await open() : null;
  const kept = await cache?.match(url).catch(() => undefined);
  if (kept) return kept;
  const response = await fetch(url);
  if (cache && response.ok) cache.put(url, response.clone()).catch(() => undefined);
  return response;
}

/** Drops what an earlier build stored: its files' names are not this build's. */
export async function pruneCache(current: string[]): Promise<void> {
  const cache = await open();
  if (!cache) return;
  const keep = new Set(current.map((url) => new URL(url, location.href).href));
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
}
