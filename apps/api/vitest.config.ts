import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file starts its own database from the seeded image; PGlite's start dominates.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
