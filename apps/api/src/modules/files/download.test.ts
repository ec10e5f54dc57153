import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../lib/security-headers';
import { askedRange, fileHeaders } from './download';

describe('a Range header', () => {
  it('reads a-b, a- and -n, clipped to the file', () => {
    expect(askedRange('bytes=0-9', 100)).toEqual({ kind: 'part', range: { start: 0, end: 9 } });
    expect(askedRange('bytes=90-', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(askedRange('bytes=-10', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(askedRange('bytes=-500', 100)).toEqual({ kind: 'part', range: { start: 0, end: 99 } });
    expect(askedRange('bytes=50-500', 100)).toEqual({
      kind: 'part',
      range: { start: 50, end: 99 },
    });
  });

  it('is unsatisfiable past the end or backwards, and ignored when not understood', () => {
    expect(askedRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(askedRange('bytes=20-10', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(askedRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(askedRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(askedRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
    expect(askedRange('items=0-1', 100)).toEqual({ kind: 'whole' });
  });
});

describe('a download behind the Node server', () => {
  // What node.ts puts around the API: its security headers and compression.
  const server = new Hono()
    .use(securityHeaders([], false))
    .use(compress())
    .get('*', (c) =>
      c.body('a,b\n1,2\n', 206, {
        ...fileHeaders({ name: 'sheet.csv', type: 'text/csv', kind: 'attachment', sha256: 'ab' }),
        'content-range': 'bytes 0-7/100',
      }),
    );

  it('keeps its sandbox and its bytes as they are', async () => {
    const reply = await server.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers.get('content-security-policy')).toBe('sandbox');
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(await reply.text()).toBe('a,b\n1,2\n');
    expect(reply.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''sheet.csv");
  });

  it('names a file in any language without letting the name end the header', () => {
    const headers = fileHeaders({
      name: 'تقرير "final"\'s.pdf',
      type: 'application/pdf',
      kind: 'attachment',
      sha256: 'ab',
    });
    expect(headers['content-disposition']).toBe(
      "attachment; filename*=UTF-8''%D8%AA%D9%82%D8%B1%D9%8A%D8%B1%20%22final%22%27s.pdf",
    );
    expect(headers['content-type']).toBe('application/pdf');
  });
});
