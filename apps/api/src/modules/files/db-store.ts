import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type BlobStore, MissingBytes } from '../../lib/file-store';
import { fileChunks } from './files.table';
import { fromHex, toHex } from './hex';

/** 256 KB: a 25 MB file is 100 rows, and a Range request reads only the rows it covers. */
export const CHUNK_BYTES = 256 * 1024;

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The database driver: bytes in `file_chunks`, written in the request's own transaction. */
export const databaseStore: BlobStore = {
  name: 'database',
  put: async (db, key, bytes) => {
    const rows = [];
    for (let n = 0; n * CHUNK_BYTES < bytes.length || n === 0; n++)
      rows.push({
        key,
        n,
        // As hexadecimal text, converted by the database: see hex.ts for why.
        data: sql`decode(${toHex(bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES))}, 'hex')`,
      });
    // A few chunks per statement keeps each one well under any driver's message size.
    for (let i = 0; i < rows.length; i += 8)
      await db
        .insert(fileChunks)
        .values(rows.slice(i, i + 8))
        .onConflictDoNothing();
  },
  get: async (db, key, range) => {
    const first = range ? Math.floor(range.start / CHUNK_BYTES) : 0;
    // A whole read names no upper chunk: `n` is an int, and no bound fits every file.
    const covered = range
      ? and(gte(fileChunks.n, first), lte(fileChunks.n, Math.floor(range.end / CHUNK_BYTES)))
      : undefined;
    const rows = await db
      .select({ data: sql<string>`encode(${fileChunks.data}, 'hex')` })
      .from(fileChunks)
      .where(and(eq(fileChunks.key, key), covered))
      .orderBy(asc(fileChunks.n));
    if (rows.length === 0) throw new MissingBytes(key);
    const bytes = joined(rows.map((row) => fromHex(row.data)));
    if (!range) return bytes;
    const offset = first * CHUNK_BYTES;
    return bytes.subarray(range.start - offset, range.end - offset + 1);
  },
  remove: async (db, keys) => {
    if (keys.length > 0) await db.delete(fileChunks).where(inArray(fileChunks.key, [...keys]));
  },
};
