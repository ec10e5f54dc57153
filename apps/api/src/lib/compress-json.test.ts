import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressLargeJson } from './compress-json';
import { jsonArrayStream } from './json-stream';
import { jsonText } from './openapi';

const rows = Array.from({ length: 2000 }, (_, id) => ({ id, title: `Task number ${id}` }));
const large = JSON.stringify(rows);

const app = new Hono()
  .use(compress())
  .use(compressLargeJson())
  .get('/large', (c) => jsonText<typeof rows>(c, large))
  .get('/small', (c) => jsonText<number[]>(c, '[1,2,3]'))
  .get('/streamed', () => jsonArrayStream(batches()));

async function* batches() {
  yield await Promise.resolve(rows);
}

const get = (path: string, encoding: string) =>
  app.request(path, { headers: { 'accept-encoding': encoding } });

describe('large JSON replies compressed whole', () => {
  it('sends a large list gzipped with its compressed length, and the same rows', async () => {
    const reply = await get('/large', 'gzip, deflate');
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await reply.arrayBuffer());
    expect(Number(reply.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(large.length / 4);
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(rows);
  });

  it('prefers brotli when the client takes it', async () => {
    const reply = await get('/large', 'gzip, deflate, br');
    expect(reply.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await reply.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(rows);
  });

  it('sends it as it is to a client that takes no compression', async () => {
    const reply = await get('/large', 'identity');
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(await reply.json()).toEqual(rows);
  });

  it('leaves small and streamed replies to the streaming compression', async () => {
    const small = await get('/small', 'gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual([1, 2, 3]);
    const streamed = await get('/streamed', 'gzip');
    expect(streamed.headers.get('content-encoding')).toBe('gzip');
    expect(streamed.headers.get('content-length')).toBeNull();
    const body = Buffer.from(await streamed.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString())).toEqual(rows);
  });
});
