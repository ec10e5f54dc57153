import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergedLocales } from '../../build/locales-plugin';

// A path string, not `new URL(…)`: under jsdom `URL` is jsdom's, which fileURLToPath refuses.
const webRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The only network a test has: the translation files the app loads from
 * `/assets/data/locales/<lng>.json`, merged from `src/**\/locales/<lng>.json` as the build does.
 * Anything else fails at once with a message naming the request, instead of reaching a real host;
 * API calls go through `send` and are answered by `mockApi` (api.ts) or `setMockTransport`.
 */
export function installTestFetch(): void {
  const testFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input, location.href);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const locale = /^\/assets\/data\/locales\/([a-z]{2})\.json$/.exec(url.pathname)?.[1];
    if (locale) {
      const tree = mergedLocales(webRoot)[locale];
      return Promise.resolve(
        tree
          ? Response.json(tree)
          : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
      );
    }
    return Promise.reject(
      new TypeError(
        `Test network: no handler for ${method} ${url.pathname}${url.search}. ` +
          'Answer API calls with mockApi() from src/test/api.ts.',
      ),
    );
  };
  globalThis.fetch = testFetch;
}
