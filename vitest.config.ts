import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; test files never share a database (each starts
    // its own from the seeded image or template), and much of a file's time is spent waiting on
    // PostgreSQL or in jsdom's imports, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
