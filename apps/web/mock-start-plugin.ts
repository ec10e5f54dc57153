import type { Plugin } from 'vite';

const failedToLoad = 'The demo database worker failed to load';

/** A classic inline script: it runs while the app's modules are still downloading. */
const earlyWorker = (url: string) =>
  `(function(){try{var u=${JSON.stringify(url)},w=typeof SharedWorker==="function"?` +
  `new SharedWorker(u,{type:"module",name:"beacon-mock"}):new Worker(u,{type:"module"}),s={worker:w};` +
  `w.addEventListener("error",function(e){s.error=e.message||${JSON.stringify(failedToLoad)}});` +
  `window.beaconMockWorker=s}catch(e){}})();`;

/**
 * Mock mode only: starts the API's worker as early as the page allows (DESIGN §2: PGlite never
 * waits for the app, and the app never waits for PGlite).
 *
 * - `src/lib/mock/boot.ts` becomes the first module of the entry, so the page talks to the worker
 *   before the app's own code runs (dev and static build).
 * - In the static build, an inline script in `<head>` creates the worker before any module has
 *   even downloaded; boot.ts adopts it (`window.beaconMockWorker`).
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
  ];
}
