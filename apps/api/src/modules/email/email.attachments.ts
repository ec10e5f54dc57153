import type { EmailAttachment } from '@beacon/contract/email';
import type { StoredFile } from '@beacon/contract/files';
import { fileMessages, messageAttachmentsMaxBytes } from '@beacon/contract/files-values';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/errors';
import type { Services } from '../../lib/module';

/** The file store, as the e-mail module reaches it (email.module.ts): modules never import each other. */
export type MailFiles = Services['files'];

/** The icons the app serves for files that are not pictures, by extension; `file` for the rest. */
const icons = new Set(['txt', 'csv', 'svg']);
const iconOf = (name: string) => {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return `/assets/images/icons/files/${icons.has(extension) ? extension : 'file'}.svg`;
};

/** "449 B", "1.2 KB", "17 MB": the kept `size` field, in English as the API's other texts. */
export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${units[unit]}`;
}

/** A stored file as a mail names it: the kept fields, plus its id, type and byte count. */
export const attachmentOf = (file: StoredFile): EmailAttachment => ({
  fileName: file.name,
  thumbnail: file.thumbnailUrl ?? iconOf(file.name),
  url: file.url,
  size: humanSize(file.size),
  id: file.id,
  type: file.type,
  bytes: file.size,
});

/**
 * The files `ids` as a mail of `userId` may carry them: each the caller's own upload or one they
 * may read (a forward), 400 under `attachmentIds` otherwise, and 413 when together they pass the
 * limit of one mail.
 */
export async function attachmentsOf(
  db: Db,
  files: MailFiles,
  userId: number,
  ids: readonly string[],
): Promise<EmailAttachment[]> {
  if (ids.length === 0) return [];
  const found = await files.attachable(db, userId, ids, 'attachmentIds');
  const total = found.reduce((sum, file) => sum + file.size, 0);
  if (total > messageAttachmentsMaxBytes)
    throw new HttpError(413, { attachmentIds: [fileMessages.messageTooLarge] });
  return found.map(attachmentOf);
}

/** The file ids a mail row carries (rows stored before the file store have none). */
export const fileIdsOf = (attachments: readonly EmailAttachment[]) =>
  attachments.flatMap((attachment) => (attachment.id ? [attachment.id] : []));

/** Each mail row may read its files: the row's owner is the reader. */
export async function linkMail(
  db: Db,
  files: MailFiles,
  rows: readonly { id: number; userId: number }[],
  fileIds: readonly string[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await files.link(
    db,
    rows.flatMap((row) =>
      fileIds.map((fileId) => ({
        fileId,
        target: 'email' as const,
        targetId: row.id,
        readerId: row.userId,
      })),
    ),
  );
}
