import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import type { BlobStore } from '../../lib/file-store';
import { type Backend, backends, openTestDatabase } from '../../test/harness';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { CHUNK_BYTES, databaseStore } from './db-store';
import { createS3Store } from './s3-store';
import { storeFile } from './store-file';
import { storeOf } from './files.service';
import { files } from './files.table';

/** Bytes whose value depends on their offset, so a range read off by one shows. */
function patterned(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 255;
  return bytes;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
const newKey = () => `test-${crypto.randomUUID()}`;

interface DriverCase {
  label: string;
  backend: Backend;
  store: (s3: LocalS3) => BlobStore;
}

/** The database driver on each database; S3 once (it ignores the database). */
const cases: DriverCase[] = [
  ...backends.map((backend) => ({
    label: `database on ${backend}`,
    backend,
    store: () => databaseStore,
  })),
  { label: 's3 (s3rver)', backend: 'pglite', store: (s3) => createS3Store(s3.settings('drivers')) },
];

describe.each(cases)('the $label driver', ({ backend, store: makeStore }) => {
  let database: Database | undefined;
  let s3: LocalS3 | undefined;
  let store: BlobStore;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    s3 = await startLocalS3();
    db = database.db;
    store = makeStore(s3);
  });
  afterAll(async () => {
    await s3?.stop();
    await database?.close();
  });

  it('gives back what it was given', async () => {
    const key = newKey();
    const bytes = patterned(1000);
    await store.put(db, key, bytes);
    expect(sameBytes(await store.get(db, key), bytes)).toBe(true);
  });

  it('reads ranges inside a chunk, across chunk edges and up to the last byte', async () => {
    const key = newKey();
    const size = 3 * CHUNK_BYTES + 123;
    const bytes = patterned(size);
    await store.put(db, key, bytes);
    const ranges: [number, number][] = [
      [0, 0],
      [5, 100],
      [CHUNK_BYTES - 1, CHUNK_BYTES - 1],
      [CHUNK_BYTES - 1, CHUNK_BYTES],
      [CHUNK_BYTES, 2 * CHUNK_BYTES - 1],
      [CHUNK_BYTES - 10, 2 * CHUNK_BYTES + 10],
      [3 * CHUNK_BYTES, size - 1],
      [size - 1, size - 1],
      [0, size - 1],
    ];
    for (const [start, end] of ranges) {
      const part = await store.get(db, key, { start, end });
      expect(part.length, `bytes ${start}-${end}`).toBe(end - start + 1);
      expect(sameBytes(part, bytes.subarray(start, end + 1)), `bytes ${start}-${end}`).toBe(true);
    }
  });

  it('keeps a 25 MB file byte for byte', async () => {
    const key = newKey();
    const bytes = new Uint8Array(randomBytes(25 * 1024 * 1024));
    await store.put(db, key, bytes);
    const back = await store.get(db, key);
    expect(back.length).toBe(bytes.length);
    expect(sameBytes(back, bytes)).toBe(true);
  });

  it('removes what it is told to and keeps the rest; a missing key is no error', async () => {
    const [gone, kept] = [newKey(), newKey()];
    await store.put(db, gone, patterned(10));
    await store.put(db, kept, patterned(20));
    await store.remove(db, [gone, newKey()]);
    await expect(store.get(db, gone)).rejects.toThrow();
    expect(sameBytes(await store.get(db, kept), patterned(20))).toBe(true);
  });

  it('removes more keys than S3 deletes in one call', async () => {
    const keys = Array.from({ length: 1001 }, newKey);
    for (const key of keys) await store.put(db, key, patterned(1));
    await store.remove(db, keys);
    await expect(store.get(db, keys[0] ?? '')).rejects.toThrow();
    await expect(store.get(db, keys[1000] ?? '')).rejects.toThrow();
  });

  it('throws for a key it does not hold', async () => {
    await expect(store.get(db, newKey())).rejects.toThrow();
    await expect(store.get(db, newKey(), { start: 0, end: 9 })).rejects.toThrow();
  });
});

describe.each(backends)('switching to S3 on %s', (backend) => {
  let database: Database | undefined;
  let s3: LocalS3 | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.stop();
    await database?.close();
  });

  it('stores new files in S3 and still reads those the database holds', async () => {
    if (!database || !s3) throw new Error('not started');
    const { db } = database;
    const before = patterned(CHUNK_BYTES + 7);
    const old = await storeFile(db, undefined, {
      ownerId: null,
      kind: 'attachment',
      name: 'before.bin',
      bytes: before,
    });
    const config = { s3: createS3Store(s3.settings('switch')) };
    const after = patterned(5000).reverse();
    const next = await storeFile(db, config, {
      ownerId: null,
      kind: 'attachment',
      name: 'after.bin',
      bytes: after,
    });
    const rowOf = async (id: string) => {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      if (!row) throw new Error(`no row for ${id}`);
      return row;
    };
    const [oldRow, newRow] = [await rowOf(old.id), await rowOf(next.id)];
    expect([oldRow.storage, newRow.storage]).toEqual(['database', 's3']);
    expect(sameBytes(await storeOf(config, oldRow).get(db, old.id), before)).toBe(true);
    expect(sameBytes(await storeOf(config, newRow).get(db, next.id), after)).toBe(true);
    // The bytes went to the bucket, not to the database.
    await expect(databaseStore.get(db, next.id)).rejects.toThrow();
  });
});
