import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { hashedFilesInMemory } from './lib/static/memory';
import { htmlPage, withHtmlAttributes, withoutPrefilledSignIn } from './lib/static/page';
import { revalidate, varyOnSiblings } from './lib/static/revalidate';

// What Vite emits straight into assets/ is named `<name>-<8-character hash>.<ext>` (scripts,
// styles, images, fonts) and never changes. Files copied from public/ and the locales keep their
// names; they sit in subfolders, and the hash must not be a lowercase word (`user-settings.svg`).
const hashed = /^\/assets\/[^/]+-(?=[\w-]{0,7}[A-Z0-9_])[\w-]{8}\.\w+$/;

/** The build made `.br`/`.gz` siblings (apps/web/build/compress-plugin.ts); an older build did not. */
const precompressedBuild = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' }).some((f) => /\.(br|gz)$/.test(f));

/** The files at the top of the build besides its pages (the favicon, the logos), as paths. */
export const rootFiles = (root: string): Set<string> =>
  new Set(
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(html|br|gz)$/.test(entry.name))
      .map((entry) => `/${entry.name}`),
  );

/** The build's pages: index.html and those prerendered at build time (`login.html` is `/login`). */
export const pageFiles = (root: string): string[] =>
  readdirSync(root).filter((f) => f.endsWith('.html'));

/**
 * Server mode's web app, when `root` holds a build: static files in the brotli or gzip form made at
 * build time (hashed ones cached for good, the rest revalidated), each prerendered page at its path,
 * and index.html with its preload hints for any other page a browser asks for. `attributes` go on
 * every page's `<html>`: what the web app learns of this server (a production one, registration
 * closed) before any script runs.
 */
export function webApp(root: string, attributes: Record<string, string> = {}): Hono | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  const production = attributes['data-mode'] === 'production';
  const transform =
    Object.keys(attributes).length === 0
      ? undefined
      : (html: string) => {
          const marked = withHtmlAttributes(html, attributes);
          return production ? withoutPrefilledSignIn(marked) : marked;
        };
  const page = htmlPage(root, 'index.html', transform);
  const precompressed = precompressedBuild(root);
  const app = new Hono().use('*', async (c, next) => {
    await next();
    if (c.res.ok || c.res.status === 304) {
      const forGood = hashed.test(c.req.path);
      c.header('cache-control', forGood ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
  });
  // Compressing per request only for a build without compressed copies.
  if (!precompressed) app.use('*', compress());
  // With registration closed (or by invitation only) there is no sign-up page to show.
  if (attributes['data-registration'] !== undefined)
    app.get('/register', (c) => c.redirect('/login', 302));
  for (const file of pageFiles(root).filter((f) => f !== 'index.html'))
    app.get(`/${file.slice(0, -'.html'.length)}`, htmlPage(root, file, transform));
  return app
    .get('/', page)
    .get('/index.html', page)
    .use('*', varyOnSiblings(root))
    .use('*', revalidate())
    .use('*', hashedFilesInMemory(root, hashed))
    .use('*', serveStatic({ root, precompressed }))
    .get('*', (c) => (c.req.header('accept')?.includes('text/html') ? page(c) : c.notFound()));
}
