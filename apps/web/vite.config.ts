import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/compress-plugin';
import { entryPreload } from './build/entry-preload-plugin';
import { locales } from './build/locales-plugin';
import { mantineReactId } from './build/mantine-id-plugin';
import { mockImage } from './build/mock-image-plugin';
import { mockStart } from './build/mock-start-plugin';
import { prerenderGuestPages } from './build/prerender-plugin';
import { appShellRemoveScroll } from './build/remove-scroll-plugin';
import { startChunks } from './build/start-chunks-plugin';
import { staticCache } from './build/static-cache-plugin';
import { zodWithoutLocales } from './build/zod-locales-plugin';

// Server mode is the production build that `npm start` serves; every other mode (dev, static) runs
// the API in the browser. The flag is a build-time constant, so the server bundle drops the mock.
export default defineConfig(({ mode }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    appShellRemoveScroll(),
    mantineReactId(),
    locales(),
    // Server mode prerenders the sign-in pages, which its small entry starts (main.tsx).
    entryPreload(mode === 'production'),
    startChunks(),
    staticCache(),
    mockImage(mode !== 'production'),
    mockStart(mode !== 'production'),
    prerenderGuestPages(mode === 'production'),
    // Last: after every other plugin has written its files.
    precompress(mode === 'production'),
  ],
  define: {
    __BEACON_MOCK__: JSON.stringify(mode !== 'production'),
    // Names this build: answers kept by another build are not shown (lib/query-persist.ts).
    __BEACON_BUILD__: JSON.stringify(mode === 'production' ? '' : String(Date.now())),
  },
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es', plugins: () => [zodWithoutLocales()] },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 1000,
    // A lazy chunk's own imports are found by the browser as it reads the chunk, not listed ahead
    // by Vite's preload helper: the helper's many <link> elements per page cost a phone more main
    // thread in one task than the round trip they save (decision 0028). CSS is
    // still loaded with its chunk; index.html keeps its preloads.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
  },
}));
