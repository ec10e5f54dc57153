import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';

// What a 304 repeats of the 200 it stands for (RFC 9110 §15.4.5); never the length or the type.
const kept = [
  'cache-control',
  'content-location',
  'date',
  'etag',
  'expires',
  'last-modified',
  'vary',
];

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * serveStatic sends Last-Modified but answers every conditional request with the whole file. This
 * gives each file a weak ETag from its size, date and encoding (no read of the file: the `.br`
 * and `.gz` siblings differ in size and encoding) and answers 304 when the browser's copy is
 * current, before a byte of the body is read.
 */
export function revalidate(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { headers } = c.res;
    const length = headers.get('content-length');
    const modified = headers.get('last-modified');
    if (c.res.status !== 200 || length === null || modified === null) return;
    const encoding = headers.get('content-encoding');
    const stamp = [Number(length), Date.parse(modified)].map((n) => n.toString(36)).join('-');
    const etag = `W/"${stamp}${encoding ? `-${encoding}` : ''}"`;
    c.header('etag', etag);
    const ifNoneMatch = c.req.header('if-none-match');
    const since = c.req.header('if-modified-since');
    // If-None-Match, when sent, decides alone (RFC 9110 §13.2.2).
    const fresh =
      ifNoneMatch !== undefined
        ? matches(ifNoneMatch, etag)
        : since !== undefined && Date.parse(modified) <= Date.parse(since);
    if (!fresh) return;
    await c.res.body?.cancel();
    const notModified = new Headers();
    for (const name of kept) {
      const value = c.res.headers.get(name);
      if (value !== null) notModified.set(name, value);
    }
    // Unset first: assigning over a response copies its headers (Content-Length) into the new one.
    c.res = undefined;
    c.res = new Response(null, { status: 304, headers: notModified });
  };
}

/**
 * serveStatic adds `Vary: Accept-Encoding` only when it picked a `.br` or `.gz`; the plain reply
 * of a file that has them must say so too, or a shared cache would hand it to every client.
 */
export function varyOnSiblings(root: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const served = c.res.status === 200 || c.res.status === 304 || c.res.status === 206;
    if (!served || c.res.headers.has('content-encoding') || c.res.headers.has('vary')) return;
    // Left undecoded: serveStatic serves no path with a `%` in it.
    const file = join(root, c.req.path);
    if (existsSync(`${file}.br`) || existsSync(`${file}.gz`))
      c.header('vary', 'Accept-Encoding', { append: true });
  };
}
