import { startMockBackend } from './start';

// Mock mode's own entry, which index.html runs before the app's (mock-start-plugin.ts adds it in
// dev and the static build only): the worker and PGlite start before the app's code has even been
// evaluated, and the first paint never waits for them. A failed start is shown by the app.
startMockBackend().catch(() => undefined);
