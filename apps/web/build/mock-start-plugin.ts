import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { KEPT_ANSWERS_KEY } from '../src/lib/mock/first-screen';
import { sharedWorkerOptions } from '../src/lib/mock/protocol';

const failedToLoad = 'The demo database worker failed to load';

/**
 * A classic inline script: it runs while the app's modules are still downloading. With answers
 * kept from the last visit, it leaves the start to start.ts, which puts it off until the first
 * screen is drawn.
 */
const earlyWorker = (url: string) =>
  `(function(){try{if(localStorage.getItem(${JSON.stringify(KEPT_ANSWERS_KEY)}))return;var u=${JSON.stringify(url)},w=typeof SharedWorker==="function"?` +
  `new SharedWorker(u,${JSON.stringify(sharedWorkerOptions)}):new Worker(u,{type:"module"}),s={worker:w};` +
  `w.addEventListener("error",function(e){s.error=e.message||${JSON.stringify(failedToLoad)}});` +
  `window.beaconMockWorker=s}catch(e){}})();`;

/** Writes `pglite-<hash>.data.gz` beside each `pglite-<hash>.data` in `assets`. */
async function gzipPgliteData(assets: string): Promise<void> {
  const data = (await readdir(assets)).filter((name) => /^pglite-[\w-]{8}\.data$/.test(name));
  if (data.length === 0) throw new Error('static build: no pglite.data to ship gzipped');
  for (const name of data) {
    const file = join(assets, name);
    await writeFile(`${file}.gz`, await promisify(gzip)(await readFile(file), { level: 9 }));
  }
}

/**
 * Mock mode only: starts the API's worker as early as the page allows (PGlite never waits for the
 * app, and the app never waits for PGlite: docs/architecture.md).
 *
 * - `src/lib/mock/boot.ts` becomes the first module of the entry, so the page talks to the worker
 *   before the app's own code runs (dev and static build).
 * - In the static build, an inline script in `<head>` creates the worker before any module has
 *   even downloaded; boot.ts adopts it (`window.beaconMockWorker`).
 * - The static build ships PGlite's files (pglite.data) gzipped beside the uncompressed copy, and
 *   the worker downloads that (worker-start.ts): a host that compresses on the fly, as
 *   `vite preview` does, would spend CPU on every first visit while the page loads (decision 0029).
 */
export function mockStart(enabled: boolean): Plugin[] {
  let base = '/';
  return [
    {
      name: 'beacon-mock-boot',
      apply: () => enabled,
      transformIndexHtml: {
        order: 'pre',
        handler: (html) =>
          html.replace(
            /<script type="module" src="\/src\/main\.tsx"><\/script>/,
            '<script type="module" src="/src/lib/mock/boot.ts"></script>\n    $&',
          ),
      },
    },
    {
      name: 'beacon-mock-early-worker',
      apply: (_config, { command }) => enabled && command === 'build',
      configResolved(config) {
        base = config.base;
      },
      transformIndexHtml: {
        order: 'post',
        handler: (_html, context) => {
          const file = Object.keys(context.bundle ?? {}).find((name) =>
            /(^|\/)mock\.worker-[\w-]+\.js$/.test(name),
          );
          if (!file) throw new Error('static build: no mock worker chunk to start early');
          return [{ tag: 'script', children: earlyWorker(base + file), injectTo: 'head-prepend' }];
        },
      },
    },
    {
      name: 'beacon-mock-pglite-data-gz',
      apply: (_config, { command }) => enabled && command === 'build',
      async writeBundle({ dir }) {
        if (dir) await gzipPgliteData(join(dir, 'assets'));
      },
    },
  ];
}
