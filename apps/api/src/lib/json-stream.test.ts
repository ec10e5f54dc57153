import { describe, expect, it } from 'vitest';
import { jsonArrayStream } from './json-stream';

async function* batchesOf<T>(batches: T[][], read: { count: number }) {
  for (const batch of batches) {
    read.count += 1;
    // As a query would: each batch arrives on a later turn.
    yield await Promise.resolve(batch);
  }
}

describe('jsonArrayStream', () => {
  it('sends batches as one JSON array, and an empty list as []', async () => {
    const read = { count: 0 };
    const reply = jsonArrayStream(batchesOf([[{ id: 1 }, { id: 2 }], [{ id: 3 }]], read));
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await reply.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(await jsonArrayStream(batchesOf([], read)).json()).toEqual([]);
  });

  it('reads the next batch only when the reader asks for more', async () => {
    const read = { count: 0 };
    const reply = jsonArrayStream(batchesOf([[1], [2], [3], [4]], read));
    const reader = (reply.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    expect(read.count).toBeLessThan(4);
    await reader.cancel();
  });
});
