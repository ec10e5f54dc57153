// Node, at build time (prerender.tsx): what the sign-in pages' modules read from the browser as
// they load. Imported first, before those modules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The client build being prerendered, whose files `fetch` serves (prerender-plugin.ts). */
const dist = process.argv[2];
if (!dist) throw new Error('prerender: the build folder is the first argument');

// Empty, as for a first visit: no session, no language and no skin chosen.
const stored = new Map<string, string>();
globalThis.localStorage = {
  get length() {
    return stored.size;
  },
  key: (index) => [...stored.keys()][index] ?? null,
  getItem: (key) => stored.get(key) ?? null,
  setItem: (key, value) => void stored.set(key, value),
  removeItem: (key) => void stored.delete(key),
  clear: () => stored.clear(),
};

// i18n's backend fetches `/assets/data/locales/<lng>.json`: the build's own file.
globalThis.fetch = (input) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const file = join(dist, new URL(url, 'http://build').pathname);
  return Promise.resolve(new Response(readFileSync(file)));
};
