import type { FileKind } from '@beacon/contract/files-values';
import type { ByteRange } from '../../lib/file-store';
import { servedType, shownInline } from './file-types';

/** What a Range header asks of a file of `size` bytes. */
export type RangeAsk =
  { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`. A header this does not understand (another
 * unit, several ranges) is ignored, as RFC 9110 allows: the whole file is sent.
 */
export function askedRange(header: string | undefined, size: number): RangeAsk {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end } };
}

/** Pictures whose every change is a new id may be kept by the browser for good. */
const immutableKinds: readonly FileKind[] = ['avatar', 'product', 'blog'];

/** RFC 5987: the name survives any language; a quote or a line break cannot end the header. */
const dispositionName = (name: string) =>
  `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The headers every download of a file carries, whatever part of it is sent. */
export function fileHeaders(
  file: { name: string; type: string; kind: string; sha256: string },
  type = file.type,
): Record<string, string> {
  const inline = shownInline(type);
  const headers: Record<string, string> = {
    'content-type': inline ? type : servedType(type),
    'content-disposition': `${inline ? 'inline' : 'attachment'}; ${dispositionName(file.name)}`,
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    etag: `"${file.sha256}"`,
    // no-transform: the server's compression would otherwise gzip a text file's 206 part.
    'cache-control': (immutableKinds as readonly string[]).includes(file.kind)
      ? 'private, max-age=31536000, immutable, no-transform'
      : 'private, no-cache, no-transform',
  };
  // A download opened in a tab anyway runs nothing and reaches nothing of the app's.
  if (!inline) headers['content-security-policy'] = 'sandbox';
  return headers;
}

/** Whether the client's copy (If-None-Match) is the stored one. */
export function stillFresh(header: string | undefined, sha256: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === `"${sha256}"`);
}
