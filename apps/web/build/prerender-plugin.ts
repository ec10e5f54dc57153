import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, type Rollup, build } from 'vite';
import { chunkHolding, closure, entryModules } from './entry-preload-plugin';
import type { GuestPath } from '../src/modules/auth/guest-nav';

/**
 * Run before the app's scripts, right after the prerendered HTML: that HTML is a signed-out,
 * English, light, left-to-right first visit. A signed-in visitor gets an empty root, which the app
 * draws (the same keys as lib/session.ts). Another language, skin or direction keeps the HTML, but
 * the root stays hidden until the small sign-in entry has put the visitor's choice on it
 * (entry/guest-lite/); for anyone else it is shown at once, once parsed: a browser that paints
 * the HTML while still parsing it would show the centred card growing, and its top moving. A form
 * submitted before its script has made it ready is not sent by the browser (it would put the
 * password in the URL): the form sends it once ready.
 */
export const guardScript =
  `(function(){var r=document.getElementById("root"),f=false,c=false;` +
  `try{var s=localStorage;` +
  `f=!(s.getItem("userData")&&s.getItem("refreshToken"));` +
  `c=/^(fr|de|pt|ar)$/.test(s.getItem("language")||"")` +
  `||/^"(bordered|dark|semi-dark)"$/.test(s.getItem("skin")||"")||s.getItem("direction")==="true"}catch(e){}` +
  `if(!f){r.hidden=false;r.textContent="";r.removeAttribute("data-prerendered");return}` +
  `if(!c)r.hidden=false;` +
  `document.addEventListener("submit",function(e){var t=e.target;` +
  `if(t instanceof HTMLFormElement&&!("ready"in t.dataset)){e.preventDefault();window.beaconEarlySubmit=t}},true)})();`;

/**
 * index.html with `body` in its root, the styles it needs linked, the small entry's `samples`
 * (prerender-samples.tsx) in a template after it, and the guard.
 */
export function guestPage(
  index: string,
  path: GuestPath,
  body: string,
  css: string[],
  samples = '',
): string {
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`prerender: no ${root} in index.html`);
  const links = css
    .filter((href) => !index.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  return index
    .replace(/<html([^>]*)>/, '<html$1 data-mantine-color-scheme="light">')
    .replace('</head>', `${links}</head>`)
    .replace(
      root,
      `<div id="root" data-prerendered="${path}" hidden>${body}</div>` +
        `<template id="beacon-samples">${samples}</template><script>${guardScript}</script>`,
    );
}

/** The CSS of the guest entry's chunk and of every chunk it imports statically. */
function guestCss(bundle: Rollup.OutputBundle): string[] {
  const start = chunkHolding(bundle, entryModules.guest, 'src/entry/guest-app.tsx');
  return [...closure(bundle, start)].filter((file) => file.endsWith('.css'));
}

/**
 * Server mode's build: the sign-in pages as HTML (`login.html`, …), so a first visit paints the
 * form from the HTML and its styles, before any script has run (decision 0028). The guest entry is
 * built again for Node and rendered with React's `prerender`; the small entry (entry/guest-lite/)
 * makes the result work.
 */
export function prerenderGuestPages(enabled: boolean): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let css: string[] = [];
  return {
    name: 'beacon-prerender',
    apply: (_config, { command }) => enabled && command === 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    generateBundle(_options, bundle) {
      css = guestCss(bundle).map((file) => base + file);
    },
    closeBundle: {
      sequential: true,
      async handler(error) {
        if (error) return;
        // Inside the project, so that Node finds the packages the Node build leaves as imports;
        // a folder of its own, as two builds may run at once (the E2E's and the bench's).
        const cache = join(root, 'node_modules/.cache');
        mkdirSync(cache, { recursive: true });
        const ssrDir = mkdtempSync(join(cache, 'beacon-prerender-'));
        let output: string;
        try {
          await build({
            configFile: false,
            root,
            mode: 'production',
            logLevel: 'warn',
            plugins: [react()],
            define: { __BEACON_MOCK__: 'false', __BEACON_BUILD__: "''" },
            build: {
              ssr: 'src/entry/prerender.tsx',
              outDir: ssrDir,
              emptyOutDir: true,
              target: 'node20',
              rollupOptions: {
                // The app the sign-in hands over to is never loaded at build time.
                external: [entryModules.app],
              },
            },
          });
          output = execFileSync(process.execPath, [join(ssrDir, 'prerender.js'), outDir], {
            encoding: 'utf8',
            maxBuffer: 16 * 1024 * 1024,
          });
        } finally {
          rmSync(ssrDir, { recursive: true, force: true });
        }
        // `/login` → login.html, which the server answers at /login (apps/api/src/web-app.ts).
        const { pages, samples } = JSON.parse(output) as {
          pages: Record<GuestPath, string>;
          samples: Record<GuestPath, string>;
        };
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const [path, body] of Object.entries(pages) as [GuestPath, string][]) {
          const page = guestPage(index, path, body, css, samples[path]);
          writeFileSync(join(outDir, `${path.slice(1)}.html`), page);
        }
      },
    },
  };
}
