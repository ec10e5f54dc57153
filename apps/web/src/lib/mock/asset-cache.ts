/// <reference lib="webworker" />

import { ASSET_CACHE } from './protocol';

/**
 * Only a build's files carry a hash of their content in their name (`pglite-VfT9wtrq.wasm`):
 * such a file never changes, so a copy kept once serves every later visit. Dev's unhashed names
 * go to the network each time.
 */
export const hashed = (url: string) =>
  /-[\w-]{8}\.\w+(\.gz)?$/.test(new URL(url, location.href).pathname);

const open = () =>
  typeof caches === 'undefined'
    ? Promise.resolve(null)
    : caches.open(ASSET_CACHE).catch(() => null);

/**
 * PGlite's WebAssembly and files (15 MB) from Cache Storage: a repeat visit asks the server
 * nothing for them, where the HTTP cache would revalidate each (`no-cache` static hosts) or drop
 * them (its size limits). A first visit uses what it downloads as it is, and `keepInCache` stores
 * it later: a copy taken while downloading (`response.clone()`) made both copies of the body pass
 * through the worker's thread, so the files waited for the API's evaluation to end (~0.2 s more
 * before PostgreSQL could start).
 */
export async function cachedFetch(url: string): Promise<Response> {
  const cache = hashed(url) ? await open() : null;
  const kept = await cache?.match(url).catch(() => undefined);
  return kept ?? fetch(url);
}

/** Stores the files a first visit downloaded (`cachedFetch`), mostly from the HTTP cache. */
export async function keepInCache(urls: string[]): Promise<void> {
  const cache = await open();
  if (!cache) return;
  for (const url of urls.filter(hashed))
    if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
}

/** Drops what an earlier build stored: its files' names are not this build's. */
export async function pruneCache(current: string[]): Promise<void> {
  const cache = await open();
  if (!cache) return;
  const keep = new Set(current.map((url) => new URL(url, location.href).href));
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
}
