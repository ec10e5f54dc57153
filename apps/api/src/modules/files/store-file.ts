import type { StoredFile } from '@beacon/contract/files';
import { fileMessages, fileSizeLimits } from '@beacon/contract/files-values';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../lib/errors';
import type { FilesConfig } from '../../lib/file-store';
import { randomId, sha256Hex } from './file-id';
import { databaseStore } from './db-store';
import type { NewFile } from './files.service';
import { describeRow } from './files.service';
import { files } from './files.table';

/**
 * A first, unchecked store: the size limit only, every file a download. The type sniffing, the
 * picture processing, the quota and the S3 driver replace this body.
 */
export async function storeFile(
  db: Db,
  config: FilesConfig | undefined,
  file: NewFile,
): Promise<StoredFile> {
  if (file.bytes.length === 0) throw badRequest({ body: [fileMessages.empty] });
  if (file.bytes.length > fileSizeLimits[file.kind])
    throw new HttpError(413, { body: [fileMessages.tooLarge(file.kind)] });
  const store = config?.s3 ?? databaseStore;
  const id = randomId();
  await store.put(db, id, file.bytes);
  const [row] = await db
    .insert(files)
    .values({
      id,
      ownerId: file.ownerId,
      kind: file.kind,
      name: file.name,
      type: 'application/octet-stream',
      size: file.bytes.length,
      sha256: await sha256Hex(file.bytes),
      storage: store.name,
    })
    .returning();
  if (!row) throw new Error('The file row was not written');
  return describeRow(row);
}
