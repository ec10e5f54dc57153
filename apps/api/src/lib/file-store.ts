import type { ImageType } from '@beacon/contract/files-values';
import type { Db } from '../db/client';

/** Bytes `start` to `end`, both included (as a Range header counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A driver holds no bytes under a key the metadata names (an S3 object deleted by hand). */
export class MissingBytes extends Error {
  constructor(key: string) {
    super(`No stored bytes for ${key}`);
    this.name = 'MissingBytes';
  }
}

/**
 * Where a file's bytes live, by key (a file id, or `<id>.thumb`). The database driver writes in
 * the caller's transaction (`db`); the S3 driver ignores it. Both run the same tests.
 */
export interface BlobStore {
  readonly name: 'database' | 's3';
  put: (db: Db, key: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes of `key`, or only `range` of them; throws MissingBytes when there is no such key. */
  get: (db: Db, key: string, range?: ByteRange) => Promise<Uint8Array>;
  remove: (db: Db, keys: readonly string[]) => Promise<void>;
}

/** A picture decoded and written again: no metadata left, turned upright, with its thumbnail. */
export interface ProcessedImage {
  bytes: Uint8Array;
  /** What `bytes` are: the input's type, or PNG where the tools cannot write it (GIF on a canvas). */
  type: ImageType;
  width: number;
  height: number;
  thumbnail: Uint8Array;
}

/**
 * Decoding and re-encoding pictures: sharp on Node, the browser's canvas in mock mode. Throws
 * when the bytes are not a readable picture of `type`.
 */
export interface ImageTools {
  process: (bytes: Uint8Array, type: ImageType) => Promise<ProcessedImage>;
}

export interface FilesConfig {
  /** Where new files go; the database when absent. Files already stored stay where they are. */
  s3?: BlobStore;
  images?: ImageTools;
  /** Bytes one account may keep; `fileQuotaBytes` when absent. */
  quotaBytes?: number;
}
