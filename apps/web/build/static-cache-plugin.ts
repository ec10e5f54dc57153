import type { Plugin } from 'vite';

/**
 * What Vite emits straight into assets/ is named `<name>-<8-character hash>.<ext>` and never
 * changes; files copied from public/ and the locales keep their names, in subfolders. The same rule
 * as server mode's (apps/api/src/web-app.ts).
 */
const hashedAsset = /^\/assets\/[^/]+-(?=[\w-]{0,7}[A-Z0-9_])[\w-]{8}\.\w+$/;

export const foreverCache = 'public, max-age=31536000, immutable';

/**
 * `vite preview` of the static build answers hashed files as a static host should: cached for
 * good. It sent `no-cache`, so a repeat visit revalidated each of the ≈ 130 files a page starts
 * from, six at a time, before the app could start (decision 0029).
 */
export function staticCache(): Plugin {
  return {
    name: 'beacon-static-cache',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        // The static server keeps a header already set (sirv's `send`).
        if (hashedAsset.test(new URL(req.url ?? '/', 'http://host').pathname))
          res.setHeader('Cache-Control', foreverCache);
        next();
      });
    },
  };
}
