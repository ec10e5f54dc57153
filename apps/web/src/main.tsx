// Mantine's base styles only; each entry brings its components' (entry/guest-styles.ts, entry/app.tsx).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// Nothing heavy before the choice below: i18n and the session's store come with each entry.
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

/** The same test as lib/session.ts, without its store: a stored user and a refresh token. */
function signedIn(): boolean {
  try {
    return Boolean(localStorage.getItem('userData') && localStorage.getItem('refreshToken'));
  } catch {
    return false;
  }
}

// A signed-out page load of a sign-in page paints from the light entries; everything else (and the
// sign-in pages reached from inside the app) is the app with its router (decision 0028).
const path = window.location.pathname;
if (isGuestPath(path) && !signedIn()) {
  // No quick search on a sign-in page: index.html's early listener stops keeping keys.
  window.beaconEarlyKeys?.();
  // The page's inline guard removed the build's HTML for a signed-in visitor (prerender-plugin.ts).
  const prerendered = root.dataset.prerendered === path;
  const react = () => {
    root.hidden = false;
    void import('./entry/guest-app').then(({ renderGuest }) => renderGuest(root, path));
  };
  // The prerendered page, made to work by plain DOM code: no React before the form works. Should
  // that fail, the React pages, rather than a page left hidden or not working. Mock mode has no
  // prerendered pages: the React ones.
  if (prerendered)
    void import('./entry/guest-lite').then(({ startLite }) => startLite(root, path)).catch(react);
  else react();
} else {
  // A prerendered page's guard shows the root (prerender-plugin.ts); should it not have run, this does.
  root.hidden = false;
  void import('./entry/app').then(({ renderApp }) => renderApp(root));
}
