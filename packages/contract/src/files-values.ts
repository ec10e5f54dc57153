// The file store's fixed values without zod: the web's upload code and the API's checks use the
// same limits and messages.

/**
 * What a file is uploaded for. The kind sets its size limit and whether it must be an image:
 * avatars, blog and product images must be; mail attachments and chat files may be anything, and
 * are shown inline only when they are images.
 */
export const fileKinds = ['avatar', 'attachment', 'chat', 'blog', 'product'] as const;
export type FileKind = (typeof fileKinds)[number];

const MB = 1024 * 1024;

/** The largest file of each kind, in bytes. */
export const fileSizeLimits: Record<FileKind, number> = {
  avatar: 2 * MB,
  attachment: 25 * MB,
  chat: 25 * MB,
  blog: 10 * MB,
  product: 10 * MB,
};

/** The kinds that must be a picture (decoded, metadata stripped, thumbnail made). */
export const imageOnlyKinds: readonly FileKind[] = ['avatar', 'blog', 'product'];

/** All the attachments of one mail together. */
export const messageAttachmentsMaxBytes = 50 * MB;
/** Files one account may keep, all kinds together (the default; `FILE_QUOTA_MB` changes it). */
export const fileQuotaBytes = 500 * MB;
/** Attachments on one mail, pictures on one product. */
export const attachmentsMax = 20;
export const productImagesMax = 10;

/** The pictures the store keeps as pictures; anything else is a download. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];
export const isImageType = (type: string): type is ImageType =>
  (imageTypes as readonly string[]).includes(type);

/** A thumbnail's longest side, in pixels. */
export const thumbnailSide = 320;

/**
 * What a file is attached to. Each link names who may read it: one account (a mailbox's copy of
 * a mail, a chat member) or, when null, anyone signed in (an avatar, a users-list person's picture,
 * a product or blog picture).
 */
export const fileTargets = ['email', 'chat', 'avatar', 'user', 'product', 'blog'] as const;
export type FileTarget = (typeof fileTargets)[number];

export const filesPath = '/api/files';
export const fileUrl = (id: string) => `${filesPath}/${id}`;
export const thumbnailUrl = (id: string) => `${filesPath}/${id}/thumbnail`;
/** Whether a URL is one of the store's (read with the session's token, not as a plain link). */
export const isFileUrl = (url: string) => url.startsWith(`${filesPath}/`);
/** The file id in a store URL, or undefined. */
export const fileIdOf = (url: string): string | undefined =>
  isFileUrl(url) ? url.slice(filesPath.length + 1).split('/')[0] : undefined;

/** File ids: 22 URL-safe characters (128 random bits). */
export const fileIdPattern = /^[A-Za-z0-9_-]{22}$/;

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;

export const fileMessages = {
  empty: 'The file is empty',
  nameRequired: 'Give the file a name (?name=)',
  tooLarge: (kind: FileKind) =>
    `This file is too large: ${kind === 'avatar' ? 'an avatar' : 'a file'} may be at most ${megabytes(fileSizeLimits[kind])}`,
  quota: (quota: number) =>
    `Your files would pass your ${megabytes(quota)} quota: delete some first`,
  messageTooLarge: `The attachments of one mail may be at most ${megabytes(messageAttachmentsMaxBytes)} together`,
  notImage: 'This file is not a PNG, JPEG, GIF or WebP picture',
  unreadableImage: 'This picture could not be read',
  unknownFile: 'No such file, or not one you may attach',
} as const;
