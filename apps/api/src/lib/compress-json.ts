import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this, Hono's streaming `compress()` is as quick; a list of thousands of rows is far above. */
const wholeFrom = 32 * 1024;

/**
 * A large JSON reply of known length (a list built by the database, `jsonText`) compressed in one
 * call to zlib on its thread pool, before Hono's `compress()` would stream it through a
 * `CompressionStream`, which costs several times as much for a large list (decision 0028). Brotli
 * (quality 4, as quick as gzip) when the client takes it. Streamed replies (no length) and small
 * ones are left to `compress()`.
 */
export const compressLargeJson = (): MiddlewareHandler => async (c, next) => {
  await next();
  const { res } = c;
  const length = Number(res.headers.get('content-length'));
  if (
    c.req.method !== 'GET' ||
    res.status !== 200 ||
    !(length >= wholeFrom) ||
    res.headers.has('content-encoding') ||
    !res.headers.get('content-type')?.startsWith('application/json')
  )
    return;
  const accepted = c.req.header('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return;
  const body = Buffer.from(await res.arrayBuffer());
  const packed =
    encoding === 'br'
      ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzipped(body);
  // Hono copies the last reply's headers into the new one: these are set after.
  c.res = new Response(packed, res);
  c.res.headers.set('content-encoding', encoding);
  c.res.headers.set('content-length', String(packed.length));
  c.res.headers.append('vary', 'Accept-Encoding');
};
