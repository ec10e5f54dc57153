import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, selectRows } from '../../db/client';
import type { BlobStore, FilesConfig } from '../../lib/file-store';
import {
  type Backend,
  backends,
  openTestDatabase,
  testConfig,
  useTestApp,
} from '../../test/harness';
import { type LocalS3, startLocalS3 } from '../../test/s3-server';
import { CHUNK_BYTES, databaseStore } from './db-store';
import { collectOrphans } from './files.jobs';
import { files } from './files.table';
import { download, png, randomBytes, upload } from './files-test-kit';
import { createS3Store } from './s3-store';

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

  it('keeps a 25 MB file byte for byte', { timeout: 120_000 }, async () => {
    const key = newKey();
    const bytes = randomBytes(25 * 1024 * 1024);
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

  // A thousand and one puts: slow on a busy machine.
  it('removes more keys than S3 deletes in one call', { timeout: 180_000 }, async () => {
    const keys = Array.from({ length: 1001 }, newKey);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(db, key, patterned(1))));
    await store.remove(db, keys);
    await expect(store.get(db, keys[0] ?? '')).rejects.toThrow();
    await expect(store.get(db, keys[1000] ?? '')).rejects.toThrow();
  });

  it('throws for a key it does not hold', async () => {
    await expect(store.get(db, newKey())).rejects.toThrow();
    await expect(store.get(db, newKey(), { start: 0, end: 9 })).rejects.toThrow();
  });
});

describe.each(backends)('the file store with S3 configured, on %s', (backend) => {
  // Filled once s3rver has its port; the app reads its settings on every request.
  const filesConfig: FilesConfig = { ...testConfig.files };
  let s3: LocalS3 | undefined;
  let bucket: BlobStore | undefined;
  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = createS3Store(s3.settings(`api-${backend}`));
  });
  afterAll(() => s3?.stop());
  const t = useTestApp(backend, { ...testConfig, files: filesConfig });

  const storageOf = async (id: string) => {
    const [row] = await t.db.select({ storage: files.storage }).from(files).where(eq(files.id, id));
    return row?.storage;
  };
  const chunksOf = async (id: string) => {
    const [row] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from file_chunks where key like ${`${id}%`}`,
    );
    return row?.n;
  };

  it('keeps uploads in the bucket and serves them whole, in ranges and as thumbnails', async () => {
    filesConfig.s3 = bucket;
    const admin = await t.tokenOf('admin');
    const bytes = randomBytes(CHUNK_BYTES + 5000);
    const stored = await upload(t, admin, 'attachment', 'in-s3.bin', bytes);
    expect(stored.status).toBe(201);
    expect(await storageOf(stored.file.id)).toBe('s3');
    expect(await chunksOf(stored.file.id)).toBe(0);
    const whole = await download(t, admin, stored.file.url);
    expect(whole.status).toBe(200);
    expect(sameBytes(whole.bytes, bytes)).toBe(true);
    const part = await download(t, admin, stored.file.url, { range: 'bytes=262000-262999' });
    expect(part.status).toBe(206);
    expect(sameBytes(part.bytes, bytes.subarray(262000, 263000))).toBe(true);
    const last = await download(t, admin, stored.file.url, { range: `bytes=-1` });
    expect(sameBytes(last.bytes, bytes.subarray(bytes.length - 1))).toBe(true);

    const picture = await upload(t, admin, 'blog', 'in-s3.png', await png(800, 400));
    expect(picture.status).toBe(201);
    const thumb = await download(t, admin, picture.file.thumbnailUrl ?? '');
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(await chunksOf(picture.file.id)).toBe(0);
  });

  it('still serves what the database held before S3 was configured', async () => {
    filesConfig.s3 = undefined;
    const admin = await t.tokenOf('admin');
    const before = randomBytes(3000);
    const old = await upload(t, admin, 'attachment', 'before.bin', before);
    expect(await storageOf(old.file.id)).toBe('database');

    filesConfig.s3 = bucket;
    const after = randomBytes(4000);
    const next = await upload(t, admin, 'attachment', 'after.bin', after);
    expect(await storageOf(next.file.id)).toBe('s3');
    expect(sameBytes((await download(t, admin, old.file.url)).bytes, before)).toBe(true);
    expect(sameBytes((await download(t, admin, next.file.url)).bytes, after)).toBe(true);
  });

  it('answers 404, not 500, for a file whose bytes are gone from either store', async () => {
    const admin = await t.tokenOf('admin');
    filesConfig.s3 = bucket;
    const inBucket = await upload(t, admin, 'blog', 'gone.png', await png(64, 64));
    await bucket?.remove(t.db, [inBucket.file.id, `${inBucket.file.id}.thumb`]);
    filesConfig.s3 = undefined;
    const inDatabase = await upload(t, admin, 'attachment', 'gone.bin', randomBytes(3000));
    await t.db.execute(sql`delete from file_chunks where key = ${inDatabase.file.id}`);
    filesConfig.s3 = bucket;
    for (const url of [inBucket.file.url, inBucket.file.thumbnailUrl ?? '', inDatabase.file.url]) {
      expect((await download(t, admin, url)).status).toBe(404);
      expect((await download(t, admin, url, { range: 'bytes=0-9' })).status).toBe(404);
    }
  });

  it('removes an unattached file from the bucket once its grace time is over', async () => {
    filesConfig.s3 = bucket;
    const admin = await t.tokenOf('admin');
    const { file } = await upload(t, admin, 'chat', 'orphan.png', await png(64, 64));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    await t.db.update(files).set({ createdAt: twoHoursAgo }).where(eq(files.id, file.id));
    await collectOrphans(t.db, filesConfig, new Date());
    expect((await download(t, admin, file.url)).status).toBe(404);
    await expect(bucket?.get(t.db, file.id)).rejects.toThrow();
    await expect(bucket?.get(t.db, `${file.id}.thumb`)).rejects.toThrow();
  });
});
