// Shared by mock mode's start (start.ts), the app's entry and index.html's inline script, which the
// build writes (build/mock-start-plugin.ts): plain constants, so the build can import them too.

/** Where mock mode keeps the answers of the screen a user leaves (lib/query-persist.ts). */
export const KEPT_ANSWERS_KEY = 'beacon:query-cache';

/** Sent on `window` by the app once its first screen is drawn (entry/app.tsx). */
export const FIRST_SCREEN_EVENT = 'beacon:first-screen';
