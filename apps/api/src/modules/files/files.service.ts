import type { StoredFile } from '@beacon/contract/files';
import {
  type FileKind,
  type FileTarget,
  fileMessages,
  fileUrl,
  thumbnailUrl,
} from '@beacon/contract/files-values';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { BlobStore, FilesConfig } from '../../lib/file-store';
import { databaseStore } from './db-store';
import { storeFile } from './store-file';
import { fileLinks, files } from './files.table';

export type FileRow = typeof files.$inferSelect;

/** An upload as the store takes it: the checks and the sniffing happen in `store`. */
export interface NewFile {
  ownerId: number | null;
  kind: FileKind;
  name: string;
  bytes: Uint8Array;
}

/** One reason a file may be read: attached to a target, for one reader or (null) anyone signed in. */
export interface FileLink {
  fileId: string;
  target: FileTarget;
  targetId: string | number;
  readerId: number | null;
}

/** The file store as other modules use it (`context.service('files')`), in their transaction. */
export interface FilesService {
  /** Checks (size, type, quota), processes pictures and stores the file; 400 or 413 when refused. */
  store: (db: Db, config: FilesConfig | undefined, file: NewFile) => Promise<StoredFile>;
  /** The files of `ids` that exist, in the order given. */
  describe: (db: Db, ids: readonly string[]) => Promise<StoredFile[]>;
  /** The files of `ids` that `ownerId` uploaded, in the order given (an avatar must be one's own). */
  owned: (db: Db, ownerId: number, ids: readonly string[]) => Promise<StoredFile[]>;
  /** The ids among `ids` that `viewerId` may read: their own uploads, or linked to them or to all. */
  readable: (db: Db, viewerId: number, ids: readonly string[]) => Promise<Set<string>>;
  /**
   * The files `ids` as `viewerId` may attach them (their own, or readable to them: a forward),
   * in the order given; a 400 under `field` naming the problem when any is not.
   */
  attachable: (
    db: Db,
    viewerId: number,
    ids: readonly string[],
    field: string,
  ) => Promise<StoredFile[]>;
  /** Adds links (already there: kept as they are). */
  link: (db: Db, links: readonly FileLink[]) => Promise<void>;
  /** Removes the links of these targets; a file left without any is collected later. */
  unlink: (db: Db, target: FileTarget, targetIds: readonly (string | number)[]) => Promise<void>;
}

export function describeRow(row: FileRow): StoredFile {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    size: row.size,
    kind: row.kind as FileKind,
    isImage: row.hasThumbnail,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    url: fileUrl(row.id),
    thumbnailUrl: row.hasThumbnail ? thumbnailUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The driver that holds a stored file's bytes. */
export function storeOf(config: FilesConfig | undefined, row: Pick<FileRow, 'storage'>): BlobStore {
  if (row.storage === 's3') {
    if (!config?.s3) throw new Error('A file is in S3, but no S3 store is configured');
    return config.s3;
  }
  return databaseStore;
}

/** Whether `viewerId` may read the file: its uploader, or a link to them or to anyone signed in. */
export const mayRead = (viewerId: number) =>
  or(
    eq(files.ownerId, viewerId),
    sql`exists (select 1 from ${fileLinks} where ${fileLinks.fileId} = ${files.id} and (${or(
      isNull(fileLinks.readerId),
      eq(fileLinks.readerId, viewerId),
    )}))`,
  );

async function describe(db: Db, ids: readonly string[]): Promise<StoredFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, describeRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function readable(db: Db, viewerId: number, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...ids]), mayRead(viewerId)));
  return new Set(rows.map((row) => row.id));
}

export const filesService: FilesService = {
  store: storeFile,
  describe,
  readable,
  owned: async (db, ownerId, ids) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(files)
      .where(and(inArray(files.id, [...ids]), eq(files.ownerId, ownerId)));
    const byId = new Map(rows.map((row) => [row.id, describeRow(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
  attachable: async (db, viewerId, ids, field) => {
    const allowed = await readable(db, viewerId, ids);
    if (ids.some((id) => !allowed.has(id)))
      throw badRequest({ [field]: [fileMessages.unknownFile] });
    return describe(db, ids);
  },
  link: async (db, links) => {
    if (links.length === 0) return;
    await db
      .insert(fileLinks)
      .values(links.map((link) => ({ ...link, targetId: String(link.targetId) })))
      .onConflictDoNothing();
  },
  unlink: async (db, target, targetIds) => {
    if (targetIds.length === 0) return;
    await db
      .delete(fileLinks)
      .where(and(eq(fileLinks.target, target), inArray(fileLinks.targetId, targetIds.map(String))));
  },
};
