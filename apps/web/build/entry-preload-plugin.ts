import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

export const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk =>
  file?.type === 'chunk';

/** The chunk's file, its static imports (transitively) and their CSS. */
export function closure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((css) => files.add(css));
    chunk.imports
      .map((name) => bundle[name])
      .filter(isChunk)
      .forEach(visit);
  };
  visit(start);
  return files;
}

/** The modules a page load starts from: index.html's script, the two entries it picks, the shell. */
export const entryModules = {
  main: /\/src\/main\.tsx$/,
  guest: /\/src\/entry\/guest-app\.tsx$/,
  lite: /\/src\/entry\/guest-lite\/index\.ts$/,
  app: /\/src\/entry\/app\.tsx$/,
  shell: /\/src\/routes\/_app\.tsx\?tsr-split=component$/,
};

/** The chunk holding the module: its own, or a group of start-chunks-plugin.ts. */
export function chunkHolding(bundle: OutputBundle, module: RegExp, label: string): OutputChunk {
  const found = Object.values(bundle)
    .filter(isChunk)
    .find((c) => c.moduleIds.some((id) => module.test(id)));
  if (!found) throw new Error(`no chunk holds ${label}`);
  return found;
}

/**
 * Same test as src/entry/guest-pages.ts and lib/session.ts (signed in: a user and a refresh token).
 * `later`: for a sign-in page, what its entry fetches once idle (`beaconLater`, guest-lite/).
 *
 * Signed in, the first idle moment (the page waits for its code) also starts the browser's ICU,
 * which the first number or date format of a page pays for: 25–45 ms on this machine's Chromium,
 * four times that on a phone, in the middle of the first screen's render otherwise.
 */
export const script = (guest: string[], app: string[], shell: string[], later: string[]) =>
  `(function(){try{var s=localStorage,i=!!(s.getItem("userData")&&s.getItem("refreshToken")),` +
  `g=/^\\/(login|register|forgot-password)$/.test(location.pathname)&&!i,` +
  `f=g?${JSON.stringify(guest)}:${JSON.stringify(app)}.concat(i?${JSON.stringify(shell)}:[]);` +
  `if(g)window.beaconLater=${JSON.stringify(later)};` +
  `if(i&&window.requestIdleCallback)requestIdleCallback(function(){new Intl.NumberFormat().format(0)});` +
  `f.forEach(function(h){var l=document.createElement("link"),c=/\\.css$/.test(h);` +
  `l.rel=c?"preload":"modulepreload";if(c)l.as="style";l.crossOrigin="";l.href=h;` +
  `document.head.appendChild(l)})}catch(e){}})();`;

/**
 * main.tsx picks one of two entries by a dynamic import: the light sign-in pages or the app (and,
 * signed in, the shell). Without a hint the browser would learn of that code only once main.tsx
 * has run; this inline script asks for the right one at once, in parallel with main.tsx.
 */
export function entryPreload(lite: boolean): Plugin {
  let base = '/';
  return {
    name: 'beacon-entry-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter(isChunk);
        // index.html's own scripts: main.tsx, and in mock mode the mock's boot script.
        const entries = chunks.filter((c) => c.isEntry);
        const loaded = new Set(entries.flatMap((c) => [...closure(bundle, c)]));
        const holding = (module: RegExp, label: string) =>
          closure(bundle, chunkHolding(bundle, module, label));
        const react = holding(entryModules.guest, 'src/entry/guest-app.tsx');
        // A build with prerendered sign-in pages starts them from the small entry (main.tsx).
        const guest = lite ? holding(entryModules.lite, 'src/entry/guest-lite/index.ts') : react;
        const app = holding(entryModules.app, 'src/entry/app.tsx');
        const shell = holding(entryModules.shell, "the _app route's component");
        const urls = (files: Set<string>, without = new Set<string>()) =>
          [...files].filter((f) => !loaded.has(f) && !without.has(f)).map((f) => base + f);
        return [
          {
            tag: 'script',
            children: script(
              urls(guest),
              urls(app),
              urls(shell, app),
              lite ? [...new Set([...urls(app), ...urls(react, guest)])] : [],
            ),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
