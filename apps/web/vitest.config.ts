import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web app's unit and component tests: jsdom, Mantine's browser stubs and
// jest-dom matchers in src/test/setup.ts. Not vite.config.ts: its router plugin rewrites
// routeTree.gen.ts and its build plugins have nothing to do in a test run.
export default defineProject({
  plugins: [react()],
  // Tests run the server-mode code path: requests go through `send`, which tests replace.
  define: { __BEACON_MOCK__: 'false', __BEACON_BUILD__: JSON.stringify('test') },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Component tests render Mantine into jsdom, which is slow on a shared 2-core machine.
    testTimeout: 15_000,
  },
});
