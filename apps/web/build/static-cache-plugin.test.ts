import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PreviewServer, preview } from 'vite';
import { foreverCache, staticCache } from './static-cache-plugin';

const dist = mkdtempSync(join(tmpdir(), 'beacon-static-cache-'));
const files = [
  'index.html',
  'assets/start-core-CBz4x66F.js',
  'assets/pglite-VfT9wtrq.wasm',
  'assets/data/locales/en.json',
  'assets/images/avatars/user-settings.svg',
  'favicon.svg',
];
let server: PreviewServer;

describe('vite preview of the static build', () => {
  beforeAll(async () => {
    for (const file of files) {
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), file.endsWith('.html') ? '<!doctype html>' : 'x');
    }
    server = await preview({
      configFile: false,
      logLevel: 'silent',
      plugins: [staticCache()],
      build: { outDir: dist },
      preview: { host: '127.0.0.1', port: 0 },
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const cacheControl = async (path: string) => {
    const reply = await fetch(new URL(path, server.resolvedUrls?.local[0]));
    expect(reply.status, path).toBe(200);
    return reply.headers.get('cache-control');
  };

  it('caches hashed files for good', async () => {
    expect(await cacheControl('/assets/start-core-CBz4x66F.js')).toBe(foreverCache);
    expect(await cacheControl('/assets/pglite-VfT9wtrq.wasm?v=1')).toBe(foreverCache);
  });

  it('revalidates pages and files that keep their names', async () => {
    for (const path of [
      '/',
      '/apps/user/list',
      '/favicon.svg',
      '/assets/data/locales/en.json',
      '/assets/images/avatars/user-settings.svg',
    ])
      expect(await cacheControl(path)).toBe('no-cache');
  });
});
