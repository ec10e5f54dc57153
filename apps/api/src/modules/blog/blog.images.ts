import { blogMessages, blogStoreImagePattern } from '@beacon/contract/blog';
import { fileIdOf, fileUrl } from '@beacon/contract/files-values';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { FilesConfig } from '../../lib/file-store';
import type { Services } from '../../lib/module';

/** What the blog needs of the file store: its service and where new bytes go. */
export interface BlogFiles {
  service: Services['files'];
  config: FilesConfig | undefined;
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The bytes of a base64 data URL and its declared type, or undefined for anything else. */
export function dataUrlBytes(value: string): { type: string; bytes: Uint8Array } | undefined {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(value);
  if (!match?.[1] || match[2] === undefined) return undefined;
  const text = atob(match[2]);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return { type: match[1].toLowerCase(), bytes };
}

/** A data URL's picture moved into the store, owned by `ownerId`: its store URL. */
export async function storeDataUrl(
  db: Db,
  files: BlogFiles,
  ownerId: number | null,
  value: string,
): Promise<string | undefined> {
  const decoded = dataUrlBytes(value);
  if (!decoded) return undefined;
  const name = `featured-image.${extensions[decoded.type] ?? 'png'}`;
  const stored = await files.service.store(db, files.config, {
    ownerId,
    kind: 'blog',
    name,
    bytes: decoded.bytes,
  });
  return fileUrl(stored.id);
}

/** The store files a post's HTML shows, in order, each once. */
export function contentFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)) {
    const id = match[1] ? fileIdOf(match[1]) : undefined;
    if (id) ids.add(id);
  }
  return [...ids];
}

/**
 * The featured image as the post keeps it: a data URL is stored first; a store URL must be a blog
 * picture the writer may attach (their own upload, or one already readable to them).
 */
export async function featuredImageOf(
  db: Db,
  files: BlogFiles,
  writerId: number,
  value: string,
): Promise<string> {
  if (value.startsWith('data:')) return (await storeDataUrl(db, files, writerId, value)) ?? '';
  if (!blogStoreImagePattern.test(value)) return value;
  const id = fileIdOf(value) ?? '';
  const [file] = await files.service.attachable(db, writerId, [id], 'featuredImage');
  if (file?.kind !== 'blog') throw badRequest({ featuredImage: [blogMessages.imageNotBlog] });
  return value;
}

/** The files a post uses (its featured image, then its content's), checked for the writer. */
export async function contentFiles(db: Db, files: BlogFiles, writerId: number, html: string) {
  const ids = contentFileIds(html);
  await files.service.attachable(db, writerId, ids, 'content');
  return ids;
}

/** The post's links, replaced by those of the files it uses now: anyone signed in may read them. */
export async function relinkPost(db: Db, files: BlogFiles, postId: number, ids: string[]) {
  await files.service.unlink(db, 'blog', [postId]);
  await files.service.link(
    db,
    ids.map((fileId) => ({ fileId, target: 'blog' as const, targetId: postId, readerId: null })),
  );
}

/** The store file of a featured image, if it is one. */
export const featuredFileId = (image: string) =>
  blogStoreImagePattern.test(image) ? fileIdOf(image) : undefined;
