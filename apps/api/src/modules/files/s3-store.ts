import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type BlobStore, MissingBytes } from '../../lib/file-store';

export interface S3Settings {
  /** An S3-compatible service (MinIO, Garage, R2…); AWS itself when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** `host/bucket/key` instead of `bucket.host/key`: what most S3-compatible services want. */
  forcePathStyle?: boolean;
}

/** DeleteObjects takes at most this many keys per call. */
const DELETE_BATCH = 1000;

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * The S3 driver: one object per key in one bucket, made on first use when missing. Node only: the
 * mock worker never bundles the AWS SDK, so only node.ts, the tests and the bench import this.
 */
export function createS3Store(settings: S3Settings): BlobStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: many S3-compatible services reject the newer
    // checksum headers the SDK would otherwise add to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  let bucketReady: Promise<void> | undefined;

  async function ensureBucket(): Promise<void> {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
    } catch (error) {
      if (!isNotFound(error)) throw error;
      try {
        await client.send(new CreateBucketCommand({ Bucket }));
      } catch (createError) {
        // Another process made it between our two calls.
        const name = createError instanceof S3ServiceException ? createError.name : '';
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw createError;
      }
    }
  }

  /** Checked once per process; a failed check (service down) is tried again on the next call. */
  function ready(): Promise<void> {
    bucketReady ??= ensureBucket().catch((error: unknown) => {
      bucketReady = undefined;
      throw error;
    });
    return bucketReady;
  }

  return {
    name: 's3',
    put: async (_db, key, bytes) => {
      await ready();
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentLength: bytes.length }),
      );
    },
    get: async (_db, key, range) => {
      await ready();
      const reply = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .catch((error: unknown) => {
          // Some S3-compatible servers answer a missing key with a bare 404.
          const missing =
            error instanceof NoSuchKey ||
            (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
          throw missing ? new MissingBytes(key) : error;
        });
      if (!reply.Body) throw new MissingBytes(key);
      const bytes = await reply.Body.transformToByteArray();
      if (!range) return bytes;
      // A server may answer with more than was asked: HTTP lets it send the whole object, and
      // s3rver sends all of it for bytes=0-0. Content-Range says where what came starts.
      const from = Number(/^bytes (\d+)-/.exec(reply.ContentRange ?? '')?.[1] ?? 0);
      return bytes.subarray(range.start - from, range.end - from + 1);
    },
    remove: async (_db, keys) => {
      if (keys.length === 0) return;
      await ready();
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const batch = keys.slice(i, i + DELETE_BATCH);
        const reply = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = reply.Errors ?? [];
        // A key already gone is not an error for S3; anything else is.
        if (failed.length > 0)
          throw new Error(
            `S3 kept ${failed.length} object(s): ${failed
              .slice(0, 3)
              .map((e) => `${e.Key ?? '?'} (${e.Code ?? 'error'})`)
              .join(', ')}`,
          );
      }
    },
  };
}
