import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { preloadLinks } from './preload';
import { matches } from './revalidate';

type Variant = { encoding: 'br' | 'gzip' | undefined; body: Uint8Array<ArrayBuffer>; etag: string };

// The server's order of preference among what the client accepts.
const siblings = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

const bytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer);

const attributeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** `<html …>` with these attributes added (the server's settings, never a visitor's words). */
export const withHtmlAttributes = (html: string, attributes: Record<string, string>): string => {
  const added = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${attributeText(value)}"`)
    .join('');
  return added ? html.replace(/<html\b/i, `<html${added}`) : html;
};

/** The sign-in form as prerendered holds the demo pair; a production page holds no values. */
export const withoutPrefilledSignIn = (html: string): string =>
  html.replace(/(<input\b[^>]*\bname="(?:email|password)"[^>]*?)\s+value="[^"]*"/g, '$1');

const compressors = { br: brotliCompressSync, gzip: gzipSync } as const;

/**
 * A page of the build, read once, in its brotli or gzip form when the client accepts it, with the
 * preload hints of its entry: index.html is the reply to `/` and to every client-side route (the
 * SPA fallback); a prerendered page (`login.html`) is the reply to its own path.
 */
export function htmlPage(
  root: string,
  name = 'index.html',
  transform?: (html: string) => string,
): (c: Context) => Response {
  const file = join(root, name);
  const built = readFileSync(file);
  const changed = transform !== undefined;
  const identity = transform ? Buffer.from(transform(built.toString('utf8'))) : built;
  // Strong ETags: each encoding is its own representation with its own bytes (RFC 9110 §8.8.3).
  const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  const variants: Variant[] = siblings
    .filter(([, suffix]) => existsSync(file + suffix))
    .map(([encoding, suffix]) => ({
      encoding,
      // A changed page is compressed again, once, at start: the build's copies hold the old bytes.
      body: bytes(changed ? compressors[encoding](identity) : readFileSync(file + suffix)),
      etag: `"${tag}-${encoding}"`,
    }));
  const plain: Variant = { encoding: undefined, body: bytes(identity), etag: `"${tag}"` };
  const link = preloadLinks(identity.toString('utf8'));
  return (c) => {
    const accepted = parseAccept(c.req.header('accept-encoding') ?? '');
    const wildcard = accepted.find((a) => a.type === '*')?.q ?? 0;
    const q = (encoding: string) =>
      accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard;
    const chosen = variants.find((v) => v.encoding && q(v.encoding) > 0) ?? plain;
    if (variants.length > 0) c.header('vary', 'Accept-Encoding', { append: true });
    if (link) c.header('link', link);
    c.header('etag', chosen.etag);
    if (matches(c.req.header('if-none-match'), chosen.etag)) return c.body(null, 304);
    if (chosen.encoding) c.header('content-encoding', chosen.encoding);
    c.header('content-length', String(chosen.body.length));
    c.header('content-type', 'text/html; charset=UTF-8');
    return c.body(chosen.body, 200);
  };
}
