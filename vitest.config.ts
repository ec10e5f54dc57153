import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const webSource = 'apps/web/src';
const webTests = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.test\.tsx?$/.test(file),
);
/**
 * A worker that is not isolated keeps its module cache from one test file to the next, so a file
 * that replaces modules (`vi.mock`) runs in an isolated worker of its own project.
 */
const mocksModules = (file: string) =>
  readFileSync(`${webSource}/${file}`, 'utf8').includes('vi.mock(');

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; test files never share a database (each starts
    // its own from the seeded image or template), and much of a file's time is spent waiting on
    // PostgreSQL or in jsdom's imports, so two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'apps/api/vitest.config.ts',
      {
        // The repository's scripts (the web's generated API types), in Node.
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The web build's own plugins (precompression), in Node.
        test: {
          name: 'web build',
          root: './apps/web',
          include: ['build/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          include: webTests.filter((file) => !mocksModules(file)).map((file) => `src/${file}`),
          // Importing Mantine, the router and the app's modules again for every file took two
          // thirds of the web tests' time; setup.ts resets what the app keeps between tests.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          name: 'web (module mocks)',
          include: webTests.filter(mocksModules).map((file) => `src/${file}`),
        },
      },
    ],
  },
});
