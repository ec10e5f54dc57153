/** True in dev and static builds (the API runs in the browser), false in the server-mode build. */
declare const __BEACON_MOCK__: boolean;
/** The mock build's time of build, '' in server mode (vite.config.ts). */
declare const __BEACON_BUILD__: string;

interface Window {
  /**
   * Static build only: the mock worker, started by an inline script in index.html before any of the
   * app's code has loaded (mock-image-plugin.ts), with the error it may have failed with meanwhile.
   */
  beaconMockWorker?: { worker: MockWorker; error?: string };
  /**
   * A prerendered sign-in page's form the user submitted before its script had run: the page's
   * inline guard kept the browser from sending it itself (prerender-plugin.ts); the form sends it
   * once it is ready (modules/auth/typed-before-hydration.ts).
   */
  beaconEarlySubmit?: HTMLFormElement;
  /**
   * The keys of a quick search begun before the app's code had run, from index.html's inline
   * listener, which stops (and this goes) when called (modules/search/quick-search-keys.ts).
   */
  beaconEarlyKeys?: () => KeyboardEventInit[];
  /**
   * What the small sign-in entry (entry/guest-lite/) hands the React pages it gives way to: the
   * values typed, and what the user asked for that it does not do itself. Each part is taken once.
   */
  /**
   * A sign-in page's small entry: the files of the app and of the React sign-in pages, which it
   * asks the browser to fetch once idle (entry-preload-plugin.ts).
   */
  beaconLater?: string[];
  beaconHandover?: {
    values?: Record<string, string | boolean>;
    action?: 'submit' | 'passkey';
    /** The address a sign-up was told to confirm. */
    checkMail?: string;
  };
}

/** The mock API's worker: shared by the tabs where the browser can, else one per tab. */
type MockWorker = SharedWorker | Worker;

/** zod's settings, shared by every copy of zod that loads (zod/v4/core/core.js); see main.tsx. */
// eslint-disable-next-line no-var -- a global property is declared with `var`
declare var __zod_globalConfig: { jitless?: boolean } | undefined;

/**
 * Chromium 150's option (not yet in TypeScript's DOM types): the shared worker outlives its last
 * tab for a while, so a reload finds it running.
 */
interface WorkerOptions {
  extendedLifetime?: boolean;
}
