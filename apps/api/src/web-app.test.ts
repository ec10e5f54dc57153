import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { preloadLinks } from './lib/static/preload';
import { webApp } from './web-app';

const forGood = 'public, max-age=31536000, immutable';
const filler = (n: number) => `<!-- ${'lorem ipsum '.repeat(n)} -->`;
const html =
  `<!doctype html><html><head>${filler(100)}` +
  '<script type="module" crossorigin src="/assets/index-Ab12_cD3.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-Qw9_eR7t.js">' +
  '<link rel="modulepreload" href="https://cdn.example/x.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Zx8-cV6b.css">' +
  '</head><body><div id="root"></div></body></html>';
// A sign-in page the build prerendered (apps/web/build/prerender-plugin.ts).
const loginHtml = html.replace('<div id="root"></div>', '<div id="root"><h1>Sign in</h1></div>');
const link =
  '</assets/index-Ab12_cD3.js>; rel=modulepreload; crossorigin, ' +
  '</assets/index-Zx8-cV6b.css>; rel=preload; as=style; crossorigin, ' +
  '</assets/react-Qw9_eR7t.js>; rel=modulepreload; crossorigin';
const script = `export const filler = ${JSON.stringify('x'.repeat(4000))};\n`;
const small = 'export const a = 1;\n';

/** A build as apps/web/build/compress-plugin.ts leaves it: `.br` and `.gz` beside the big text files. */
function build(precompressed: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'beacon-web-'));
  mkdirSync(join(root, 'assets/data'), { recursive: true });
  const files: Record<string, string | Buffer> = {
    'index.html': html,
    'login.html': loginHtml,
    'assets/index-Ab12_cD3.js': script,
    'assets/data/en.json': JSON.stringify({ hello: 'x'.repeat(2000) }),
    'assets/small-Xy34_zW9.js': small,
    'assets/user-settings.svg': `<svg>${filler(10)}</svg>`,
    'assets/photo-Kp3_Lm9Q.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  };
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(join(root, file), content);
    if (!precompressed || content.length < 1024) continue;
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(content));
    writeFileSync(join(root, `${file}.gz`), gzipSync(content, { level: 9 }));
  }
  return root;
}

const root = build(true);
const oldRoot = build(false);
const sibling = (file: string) => readFileSync(join(root, file));
const bytes = async (reply: Response | undefined) =>
  Buffer.from(await (reply?.arrayBuffer() ?? new ArrayBuffer(0)));
const get = (path: string, headers: Record<string, string> = {}) =>
  webApp(root)?.request(path, { headers });

describe('server mode web app', () => {
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(oldRoot, { recursive: true, force: true });
  });

  it('is absent when there is no build', () => {
    expect(webApp(join(root, 'missing'))).toBeNull();
  });

  it('serves the brotli copy made at build time, as is, to clients that accept it', async () => {
    const reply = await get('/assets/index-Ab12_cD3.js', { 'accept-encoding': 'br, gzip' });
    expect(reply?.status).toBe(200);
    expect(reply?.headers.get('content-encoding')).toBe('br');
    expect(reply?.headers.get('content-type')).toMatch(/javascript/);
    expect(reply?.headers.get('vary')).toBe('Accept-Encoding');
    expect(reply?.headers.get('cache-control')).toBe(forGood);
    expect((await bytes(reply)).equals(sibling('assets/index-Ab12_cD3.js.br'))).toBe(true);
  });

  it('serves the gzip copy when only gzip is accepted', async () => {
    const reply = await get('/assets/index-Ab12_cD3.js', { 'accept-encoding': 'gzip' });
    expect(reply?.headers.get('content-encoding')).toBe('gzip');
    expect(reply?.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(reply)).equals(sibling('assets/index-Ab12_cD3.js.gz'))).toBe(true);
  });

  it('serves the file itself, still varying on Accept-Encoding, when none is accepted', async () => {
    const reply = await get('/assets/index-Ab12_cD3.js');
    expect(reply?.headers.get('content-encoding')).toBeNull();
    expect(reply?.headers.get('vary')).toBe('Accept-Encoding');
    expect(reply?.headers.get('cache-control')).toBe(forGood);
    expect(await reply?.text()).toBe(script);
  });

  it('serves a file that has no compressed copy as it is', async () => {
    const reply = await get('/assets/small-Xy34_zW9.js', { 'accept-encoding': 'br, gzip' });
    expect(reply?.status).toBe(200);
    expect(reply?.headers.get('content-encoding')).toBeNull();
    expect(reply?.headers.get('vary')).toBeNull();
    expect(reply?.headers.get('cache-control')).toBe(forGood);
    expect(await reply?.text()).toBe(small);
  });

  it('caches hashed names for good and makes browsers revalidate the rest', async () => {
    const cacheOf = async (path: string) => (await get(path))?.headers.get('cache-control');
    expect(await cacheOf('/assets/photo-Kp3_Lm9Q.png')).toBe(forGood);
    expect(await cacheOf('/assets/data/en.json')).toBe('no-cache');
    expect(await cacheOf('/assets/user-settings.svg')).toBe('no-cache');
    expect(await cacheOf('/index.html')).toBe('no-cache');
    expect(await cacheOf('/')).toBe('no-cache');
    const data = await get('/assets/data/en.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(data?.headers.get('content-encoding')).toBe('br');
  });

  it('answers a page compressed, with the entry preload hints, for any client-side route', async () => {
    const page = await get('/apps/user/list', {
      accept: 'text/html',
      'accept-encoding': 'br, gzip',
    });
    expect(page?.status).toBe(200);
    expect(page?.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(page?.headers.get('content-encoding')).toBe('br');
    expect(page?.headers.get('vary')).toBe('Accept-Encoding');
    expect(page?.headers.get('cache-control')).toBe('no-cache');
    expect(page?.headers.get('link')).toBe(link);
    expect((await bytes(page)).equals(sibling('index.html.br'))).toBe(true);

    const gzipped = await get('/apps/user/list', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    });
    expect(gzipped?.headers.get('content-encoding')).toBe('gzip');
    expect((await bytes(gzipped)).equals(sibling('index.html.gz'))).toBe(true);

    const plain = await get('/', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(plain?.headers.get('vary')).toBe('Accept-Encoding');
    expect(plain?.headers.get('link')).toBe(link);
    expect(await plain?.text()).toBe(html);
  });

  it('answers a prerendered page at its own path, and index.html elsewhere', async () => {
    const login = await get('/login', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(login?.status).toBe(200);
    expect(login?.headers.get('content-encoding')).toBe('br');
    expect(login?.headers.get('cache-control')).toBe('no-cache');
    expect(login?.headers.get('link')).toBe(link);
    expect((await bytes(login)).equals(sibling('login.html.br'))).toBe(true);

    const plain = await get('/login', { accept: 'text/html' });
    expect(await plain?.text()).toBe(loginHtml);
    const other = await get('/register', { accept: 'text/html' });
    expect(await other?.text()).toBe(html);
  });

  it('answers 304 to a browser whose copy is current', async () => {
    const path = '/assets/data/en.json';
    const first = await get(path, { 'accept-encoding': 'br' });
    const etag = first?.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+-br"$/);
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again?.status).toBe(304);
    expect(again?.headers.get('cache-control')).toBe('no-cache');
    expect(again?.headers.get('vary')).toBe('Accept-Encoding');
    expect(again?.headers.get('content-length')).toBeNull();
    expect(await again?.text()).toBe('');
    // Another encoding is another representation: its ETag differs.
    expect((await get(path, { 'if-none-match': etag }))?.status).toBe(200);
    const since = first?.headers.get('last-modified') ?? '';
    expect((await get(path, { 'if-modified-since': since }))?.status).toBe(304);

    const page = await get('/', { 'accept-encoding': 'gzip' });
    const pageTag = page?.headers.get('etag') ?? '';
    const revalidated = await get('/apps/user/list', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
      'if-none-match': pageTag,
    });
    expect(revalidated?.status).toBe(304);
    expect(revalidated?.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers hashed files from what it read at start, and a file built later from the disk', async () => {
    const app = webApp(root);
    const moved = join(root, 'assets/small-Xy34_zW9.js');
    rmSync(moved);
    const later = join(root, 'assets/later-Qq77_wE5.js');
    writeFileSync(later, small);
    try {
      const kept = await app?.request('/assets/small-Xy34_zW9.js');
      expect(kept?.status).toBe(200);
      expect(await kept?.text()).toBe(small);
      const head = await app?.request('/assets/index-Ab12_cD3.js', {
        method: 'HEAD',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(head?.headers.get('content-length')).toBe(
        String(sibling('assets/index-Ab12_cD3.js.gz').length),
      );
      expect(await head?.text()).toBe('');
      const built = await app?.request('/assets/later-Qq77_wE5.js');
      expect(built?.headers.get('cache-control')).toBe(forGood);
      expect(await built?.text()).toBe(small);
    } finally {
      writeFileSync(moved, small);
      rmSync(later);
    }
  });

  it('answers 404 for a missing file that is not a page', async () => {
    expect((await get('/assets/missing-Zz99_yY8.js'))?.status).toBe(404);
  });

  it('compresses per request a build that has no compressed copies', async () => {
    const old = webApp(oldRoot);
    const reply = await old?.request('/assets/index-Ab12_cD3.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply?.headers.get('content-encoding')).toBe('gzip');
    expect(reply?.headers.get('cache-control')).toBe(forGood);
    const body = await bytes(reply);
    expect(body.length).toBeLessThan(script.length / 4);
    const page = await old?.request('/apps/user/list', {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(page?.headers.get('content-encoding')).toBe('gzip');
    expect(page?.headers.get('link')).toBe(link);
    const odd = await old?.request('/apps/%E0%A4%A', { headers: { accept: 'text/html' } });
    expect(odd?.status).toBe(200);
  });
});

describe('preload hints', () => {
  it('lists the entry first and stops before the header grows past 4 kB', () => {
    const preloads = Array.from(
      { length: 200 },
      (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk${i}-Ab12_cD3.js">`,
    ).join('');
    const header = preloadLinks(
      `${preloads}<script type="module" src="/assets/entry-Ab12_cD3.js">`,
    );
    expect(header?.startsWith('</assets/entry-Ab12_cD3.js>; rel=modulepreload, ')).toBe(true);
    expect(header?.length).toBeLessThanOrEqual(4000);
    expect(header?.length).toBeGreaterThan(3900);
  });

  it('is absent for a page without module scripts or stylesheets', () => {
    expect(preloadLinks('<html><script>inline()</script></html>')).toBeUndefined();
  });
});
