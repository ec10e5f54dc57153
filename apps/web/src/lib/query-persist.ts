import { type DehydratedState, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { KEPT_ANSWERS_KEY as KEY } from './mock/first-screen';
import { session, useSession } from './session';

/**
 * Mock mode's first screen without waiting for the database (decision 0029): when the
 * page goes away, the answers the screen shows are kept in localStorage; the next visit shows them
 * at once and asks the API again for each, and the fresh answers replace them once the database in
 * the browser has started. Server mode keeps nothing: its answers come at once, and
 * a shared computer should not hold a user's data after the tab is closed.
 *
 * The @tanstack persisters pin an older query-core than ours (two copies, two notify managers), so
 * this is react-query's own dehydrate and hydrate, kept for one user and one build.
 */
/** Past this the next visit would parse more than it saves: nothing is kept. */
const MAX_CHARS = 512 * 1024;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface Kept {
  build: string;
  userId: number;
  savedAt: number;
  state: DehydratedState;
}

function read(): Kept | null {
  try {
    const text = localStorage.getItem(KEY);
    return text ? (JSON.parse(text) as Kept) : null;
  } catch {
    return null;
  }
}

const forget = () => {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): there is nothing kept either.
  }
};

/**
 * Whether JSON gives this back as it is: the API's answers do; data made in the browser may hold
 * components (a sample card's icons) or dates, which would come back as `{}` or strings.
 */
function isPlainJson(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value);
    case 'object': {
      if (Array.isArray(value)) return value.every(isPlainJson);
      const prototype: unknown = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      return (
        Object.getOwnPropertySymbols(value).length === 0 && Object.values(value).every(isPlainJson)
      );
    }
    default:
      return false;
  }
}

/** Keeps what the screen shows: answered, current, and in use (not the whole session's cache). */
export function save(client: QueryClient, now = Date.now()): void {
  const userId = session.get().userData?.id;
  if (userId === undefined) return forget();
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' &&
      !query.state.isInvalidated &&
      query.state.fetchStatus === 'idle' &&
      query.getObserversCount() > 0 &&
      isPlainJson(query.state.data),
  });
  const text = JSON.stringify({ build: __BEACON_BUILD__, userId, savedAt: now, state });
  if (state.queries.length === 0 || text.length > MAX_CHARS) return forget();
  try {
    localStorage.setItem(KEY, text);
  } catch {
    forget();
  }
}

/**
 * Puts the kept answers back into the cache, as stale: each query shows its kept answer and asks
 * again as soon as a screen uses it. Answers of another user or another build are dropped.
 */
export function restore(client: QueryClient, now = Date.now()): number {
  const kept = read();
  const userId = session.get().userData?.id;
  const usable =
    kept?.build === __BEACON_BUILD__ &&
    Array.isArray(kept.state?.queries) &&
    kept.userId === userId &&
    now - kept.savedAt >= 0 &&
    now - kept.savedAt < MAX_AGE_MS;
  if (!kept || !usable) {
    if (kept) forget();
    return 0;
  }
  hydrate(client, kept.state);
  const hashes = new Set(kept.state.queries.map((query) => query.queryHash));
  void client.invalidateQueries({
    predicate: (query) => hashes.has(query.queryHash),
    refetchType: 'none',
  });
  return hashes.size;
}

/**
 * Mock mode: restores now, saves whenever the page is hidden, forgets on sign-out. Answers how many
 * answers came back, and how to stop.
 */
export function persistQueries(client: QueryClient): { restored: number; stop: () => void } {
  const restored = restore(client);
  const onHide = () => save(client);
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onHide);
  const unsubscribe = useSession.subscribe((state) => {
    if (!state.userData) forget();
  });
  const stop = () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onHide);
    unsubscribe();
  };
  return { restored, stop };
}
