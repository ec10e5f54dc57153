import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { webApp } from './web-app';

const root = mkdtempSync(join(tmpdir(), 'beacon-web-'));
mkdirSync(join(root, 'assets/data'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
const script = `export const filler = ${JSON.stringify('x'.repeat(4000))};\n`;
writeFileSync(join(root, 'assets/index-Ab12_cD3.js'), script);
writeFileSync(join(root, 'assets/data/en.json'), JSON.stringify({ hello: 'x'.repeat(2000) }));

describe('server mode web app', () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const web = webApp(root);

  it('is absent when there is no build', () => {
    expect(webApp(join(root, 'missing'))).toBeNull();
  });

  it('serves hashed assets compressed and cached for good', async () => {
    const reply = await web?.request('/assets/index-Ab12_cD3.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply?.status).toBe(200);
    expect(reply?.headers.get('content-encoding')).toBe('gzip');
    expect(reply?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await (reply?.arrayBuffer() ?? new ArrayBuffer(0)));
    expect(body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('makes browsers revalidate unhashed files and pages', async () => {
    const data = await web?.request('/assets/data/en.json');
    expect(data?.headers.get('cache-control')).toBe('no-cache');
    const page = await web?.request('/apps/user/list', { headers: { accept: 'text/html' } });
    expect(page?.status).toBe(200);
    expect(page?.headers.get('cache-control')).toBe('no-cache');
    expect(await page?.text()).toContain('<div id="root">');
  });

  it('answers 404 for a missing file that is not a page', async () => {
    expect((await web?.request('/assets/missing-Zz99_yY8.js'))?.status).toBe(404);
  });
});
