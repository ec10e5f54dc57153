/** Main-thread time one idle callback may spend asking for files, in milliseconds. */
const PREFETCH_SLICE_MS = 3;

/**
 * Once the page works and the browser is idle: the app's files (and the React pages') fetched
 * into the cache, not run, so signing in does not wait for them (entry-preload-plugin.ts lists
 * them). A few at a time: each request costs the main thread a few milliseconds, which a phone's
 * slower CPU multiplies. Filling each idle period instead (its deadline allows up to 50 ms) made
 * tasks of 40 ms at a 4× slowdown, long tasks on a phone while the user types.
 */
export function prefetchLater(files: readonly string[] = window.beaconLater ?? []): void {
  const queue = [...files];
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 200);
  const some = () => {
    const end = performance.now() + PREFETCH_SLICE_MS;
    do {
      const href = queue.shift();
      if (href === undefined) return;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    } while (performance.now() < end);
    idle(some);
  };
  idle(some);
}
