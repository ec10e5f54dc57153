import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Every file builds its own app and database (no module-level state, no vi.mock), so a worker
    // keeps its imports from one file to the next: a third of the run was spent importing again.
    isolate: false,
    // Each file starts its own database from the seeded image; PGlite's start dominates.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
