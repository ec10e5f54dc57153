import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';

// Vite names built JS and CSS `<name>-<hash>.<ext>`: what is under such a name never changes.
const hashed = /-[\w-]{8}\.(js|css)$/;

/**
 * Server mode's web app, when `root` holds a build: static files (compressed; hashed ones cached
 * for good, the rest revalidated), and index.html for any other page a browser asks for.
 */
export function webApp(root: string): Hono | null {
  if (!existsSync(join(root, 'index.html'))) return null;
  const index = readFileSync(join(root, 'index.html'), 'utf8');
  return new Hono()
    .use('*', async (c, next) => {
      await next();
      if (c.res.ok) {
        const forGood = hashed.test(c.req.path);
        c.header('cache-control', forGood ? 'public, max-age=31536000, immutable' : 'no-cache');
      }
    })
    .use('*', compress())
    .use('*', serveStatic({ root }))
    .get('*', (c) =>
      c.req.header('accept')?.includes('text/html') ? c.html(index) : c.notFound(),
    );
}
