import type { StoredFile } from '@beacon/contract/files';
import {
  fileMessages,
  fileQuotaBytes,
  fileSizeLimits,
  imageOnlyKinds,
  isImageType,
} from '@beacon/contract/files-values';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../lib/errors';
import type { FilesConfig, ProcessedImage } from '../../lib/file-store';
import { randomId, sha256Hex } from './file-id';
import { cleanName, sniffType } from './file-types';
import { databaseStore } from './db-store';
import type { NewFile } from './files.service';
import { describeRow } from './files.service';
import { files } from './files.table';

/** The bytes an account's files take, all kinds together. */
export async function usedBytes(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${files.size}), 0)` })
    .from(files)
    .where(eq(files.ownerId, ownerId));
  return Number(row?.used ?? 0);
}

export const quotaOf = (config: FilesConfig | undefined) => config?.quotaBytes ?? fileQuotaBytes;

async function processed(
  config: FilesConfig | undefined,
  bytes: Uint8Array,
  type: string,
): Promise<ProcessedImage | undefined> {
  if (!config?.images || !isImageType(type)) return undefined;
  try {
    return await config.images.process(bytes, type);
  } catch {
    throw badRequest({ body: [fileMessages.unreadableImage] });
  }
}

/**
 * Checks an upload and stores it: its kind's size limit and the owner's quota (413), the type
 * sniffed from the content (a picture kind takes only PNG, JPEG, GIF or WebP: 400), pictures
 * decoded and written again without their metadata, with a thumbnail (`<id>.thumb`).
 */
export async function storeFile(
  db: Db,
  config: FilesConfig | undefined,
  file: NewFile,
): Promise<StoredFile> {
  if (file.bytes.length === 0) throw badRequest({ body: [fileMessages.empty] });
  if (file.bytes.length > fileSizeLimits[file.kind])
    throw new HttpError(413, { body: [fileMessages.tooLarge(file.kind)] });
  const name = cleanName(file.name);
  const type = await sniffType(file.bytes, name);
  if (imageOnlyKinds.includes(file.kind) && !isImageType(type))
    throw badRequest({ body: [fileMessages.notImage] });
  const image = await processed(config, file.bytes, type);
  const bytes = image?.bytes ?? file.bytes;
  const storedType = image?.type ?? type;
  if (file.ownerId !== null) {
    const quota = quotaOf(config);
    if ((await usedBytes(db, file.ownerId)) + bytes.length > quota)
      throw new HttpError(413, { body: [fileMessages.quota(quota)] });
  }
  const store = config?.s3 ?? databaseStore;
  const id = randomId();
  await store.put(db, id, bytes);
  if (image) await store.put(db, `${id}.thumb`, image.thumbnail);
  const [row] = await db
    .insert(files)
    .values({
      id,
      ownerId: file.ownerId,
      kind: file.kind,
      name,
      type: storedType,
      size: bytes.length,
      sha256: await sha256Hex(bytes),
      width: image?.width ?? null,
      height: image?.height ?? null,
      hasThumbnail: image !== undefined,
      storage: store.name,
    })
    .returning();
  if (!row) throw new Error('The file row was not written');
  return describeRow(row);
}
