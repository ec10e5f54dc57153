import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** The CSP source (`'sha256-…'`) of each inline script of a page (index.html, login.html, …). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

const isHttps = (c: Context, trustProxy: boolean) =>
  new URL(c.req.url).protocol === 'https:' ||
  (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https');

/**
 * Server mode's headers on every reply (decision 0022): a Content-Security-Policy under which the
 * app and the API docs run (scripts only from this origin and the page's own inline ones by hash;
 * Mantine sets styles inline; avatars and featured images are data URLs), no framing, no MIME
 * sniffing, and HSTS once the request came over HTTPS.
 */
export function securityHeaders(scriptHashes: string[], trustProxy: boolean): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: false,
    // A reply that sets its own keeps it: a stored file's download is sandboxed (modules/files).
    overwrite: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (isHttps(c, trustProxy))
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
