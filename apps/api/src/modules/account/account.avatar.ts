import { accountMessages } from '@beacon/contract/account';
import { type FileKind, fileIdOf, isFileUrl } from '@beacon/contract/files-values';
import { eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../lib/accounts/accounts.table';
import { HttpError, badRequest } from '../../lib/errors';
import type { FilesConfig } from '../../lib/file-store';
import type { Services } from '../../lib/module';

const avatarKind: FileKind = 'avatar';

/** What the avatar code needs of the file store and of the mail rows that copy an avatar. */
export interface AvatarServices {
  files: () => Services['files'];
  mailAvatars: () => Services['mailAvatars'];
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

/** The bytes and type of a base64 data URL (already checked by the contract, or by hand). */
export function decodeDataUrl(dataUrl: string): { type: string; bytes: Uint8Array } | null {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(dataUrl);
  if (!match) return null;
  const binary = atob(match[2] ?? '');
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { type: (match[1] ?? '').toLowerCase(), bytes };
}

/** Stores a data-URL avatar as the account's own upload; the store's refusal is the avatar's. */
export async function storeDataUrl(
  db: Db,
  services: AvatarServices,
  config: FilesConfig | undefined,
  ownerId: number,
  dataUrl: string,
): Promise<string> {
  const decoded = decodeDataUrl(dataUrl);
  if (!decoded) throw badRequest({ avatar: [accountMessages.avatarUnreadable] });
  try {
    const file = await services.files().store(db, config, {
      ownerId,
      kind: avatarKind,
      name: `avatar.${extensions[decoded.type] ?? 'img'}`,
      bytes: decoded.bytes,
    });
    return file.url;
  } catch (error) {
    if (!(error instanceof HttpError) || typeof error.error === 'string') throw error;
    throw new HttpError(error.status, { avatar: Object.values(error.error).flat() });
  }
}

/**
 * What an account keeps for the avatar a client sent: the store URL of the caller's own avatar
 * upload as it is, or a data URL stored first. Anything else is a 400 on `avatar`.
 */
export async function resolveAvatar(
  db: Db,
  services: AvatarServices,
  config: FilesConfig | undefined,
  ownerId: number,
  value: string,
): Promise<string> {
  if (!isFileUrl(value)) return storeDataUrl(db, services, config, ownerId, value);
  const id = fileIdOf(value);
  const [file] = id ? await services.files().owned(db, ownerId, [id]) : [];
  if (!file || file.kind !== avatarKind)
    throw badRequest({ avatar: [accountMessages.avatarNotOwn] });
  return file.url;
}

/**
 * After an account's avatar changed from `before` to `after`: the new file is readable to anyone
 * signed in, the old one is left without its link (the collector removes it), and mail rows that
 * copied the old value follow.
 */
export async function relinkAvatar(
  db: Db,
  services: AvatarServices,
  accountId: number,
  before: string | null,
  after: string | null,
): Promise<void> {
  if (before === after) return;
  const files = services.files();
  await files.unlink(db, 'avatar', [accountId]);
  const id = after ? fileIdOf(after) : undefined;
  if (id)
    await files.link(db, [{ fileId: id, target: 'avatar', targetId: accountId, readerId: null }]);
  if (before) await services.mailAvatars().replaceAvatar(db, before, after ?? '');
}

/**
 * Avatars kept as data URLs (before the file store) move into it: each is stored as its account's
 * upload, linked, and the account and the mail rows that copied it get the URL. One query when
 * none is left. A picture the store refuses (unreadable) could never show: it is removed.
 */
export async function moveDataUrlAvatars(db: Db, services: AvatarServices): Promise<number> {
  const left = await db
    .select({ id: accounts.id, avatar: accounts.avatar })
    .from(accounts)
    .where(like(accounts.avatar, 'data:%'));
  for (const { id, avatar } of left) {
    if (!avatar) continue;
    let url: string | null;
    try {
      url = await storeDataUrl(db, services, undefined, id, avatar);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      url = null;
    }
    await db.update(accounts).set({ avatar: url }).where(eq(accounts.id, id));
    await relinkAvatar(db, services, id, avatar, url);
  }
  return left.length;
}
