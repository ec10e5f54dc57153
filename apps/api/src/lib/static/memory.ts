import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

interface Kept {
  type: string;
  modified: string;
  plain: Bytes;
  br?: Bytes;
  gzip?: Bytes;
}

type Bytes = Uint8Array<ArrayBuffer>;
const read = (file: string): Bytes => new Uint8Array(readFileSync(file));
const readIfThere = (file: string) => (existsSync(file) ? read(file) : undefined);

/**
 * The build's hashed files in `assets/` (and their `.br`/`.gz` copies), read once and answered from
 * memory. A page load asks for about a hundred of them: serveStatic spent a `stat`, an `open`,
 * reads and a `close` on each, on this server's one thread, which the browser's next requests
 * waited behind (decision 0028). Their names change with their content, so a copy in memory cannot
 * go stale; a file built after the start is not kept, and the next handler serves it from the disk.
 */
export function hashedFilesInMemory(root: string, hashed: RegExp): MiddlewareHandler {
  const kept = new Map<string, Kept>();
  const folder = join(root, 'assets');
  if (existsSync(folder))
    for (const name of readdirSync(folder)) {
      const path = `/assets/${name}`;
      const file = join(folder, name);
      if (!hashed.test(path)) continue;
      const stat = statSync(file);
      if (!stat.isFile()) continue;
      kept.set(path, {
        type: getMimeType(name) ?? 'application/octet-stream',
        modified: stat.mtime.toUTCString(),
        plain: read(file),
        br: readIfThere(`${file}.br`),
        gzip: readIfThere(`${file}.gz`),
      });
    }
  return async (c, next) => {
    const file = kept.get(c.req.path);
    if (!file || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const accepted = c.req.header('accept-encoding') ?? '';
    const [encoding, body] =
      file.br && accepted.includes('br')
        ? ['br', file.br]
        : file.gzip && accepted.includes('gzip')
          ? ['gzip', file.gzip]
          : [undefined, file.plain];
    c.header('content-type', file.type);
    c.header('content-length', String(body.length));
    c.header('last-modified', file.modified);
    if (encoding) c.header('content-encoding', encoding);
    if (file.br || file.gzip) c.header('vary', 'Accept-Encoding');
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(body, 200);
  };
}
