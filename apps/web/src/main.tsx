// Mantine's base styles only; each entry brings its components' (entry/guest-styles.ts, entry/app.tsx).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './lib/i18n';
import { session } from './lib/session';
import { isGuestPath } from './entry/guest-pages';

// No service worker is ours: any left registered on this origin (by an older app) is removed.
void navigator.serviceWorker
  ?.getRegistrations()
  .then((all) => all.forEach((r) => void r.unregister()));

// The CSP has no 'unsafe-eval': zod would probe for it with `new Function` on its first parse,
// and the browser reports each probe as a violation (Lighthouse's best-practices audit). zod reads
// its settings from this global (zod/v4/core/core.js): set on the object zod shares, whether or not
// zod has loaded yet, so the entry needs no zod.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// A prerendered page's guard shows the root (prerender-plugin.ts); should it not have run, this does.
root.hidden = false;

// A signed-out page load of a sign-in page paints from the light entry; everything else (and the
// sign-in pages reached from inside the app) is the app with its router (decision 0028).
const path = window.location.pathname;
if (isGuestPath(path) && !session.isSignedIn()) {
  // No quick search on a sign-in page: index.html's early listener stops keeping keys.
  window.beaconEarlyKeys?.();
  // The page's inline guard removed the build's HTML when it does not fit (prerender-plugin.ts).
  const prerendered = root.dataset.prerendered === path;
  const start = () =>
    void import('./entry/guest-app').then(({ renderGuest }) =>
      renderGuest(root, path, prerendered),
    );
  // A prerendered page is whole once painted: its code (fetched meanwhile, as the page's preload
  // hints ask) runs after that first paint instead of holding it back.
  if (prerendered) requestAnimationFrame(() => setTimeout(start));
  else start();
} else {
  void import('./entry/app').then(({ renderApp }) => renderApp(root));
}
