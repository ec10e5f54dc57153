import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Every stored file's metadata, whichever driver holds its bytes (`storage`, so that a store
 * switched to S3 still serves what the database holds). The owner's and readers' foreign keys to
 * accounts are added by hand at the end of the migration: modules never import each other's
 * tables.
 */
export const files = pgTable(
  'files',
  {
    /** 128 random bits, URL-safe: an id cannot be guessed from another. */
    id: text().primaryKey(),
    /** Who uploaded it; null once that account is gone (the readers keep their copies). */
    ownerId: integer('owner_id'),
    kind: text().notNull(),
    name: text().notNull(),
    /** Sniffed from the content on upload. */
    type: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    width: integer(),
    height: integer(),
    hasThumbnail: boolean('has_thumbnail').notNull().default(false),
    /** `database` or `s3`: where the bytes are. */
    storage: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lower-cased name, what the file search matches. */
    search: text().generatedAlwaysAs(sql`lower(name)`),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerId, t.createdAt),
    index('files_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);

/**
 * What each file is attached to, and who may read it through that: one account, or anyone signed
 * in when `reader_id` is null. A file without links is an orphan; the collector removes it once
 * its grace time has passed (an upload not attached yet is not an orphan at once).
 */
export const fileLinks = pgTable(
  'file_links',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    target: text().notNull(),
    targetId: text('target_id').notNull(),
    readerId: integer('reader_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('file_links_key').on(t.fileId, t.target, t.targetId, sql`coalesce(reader_id, 0)`),
    index('file_links_target_idx').on(t.target, t.targetId),
    index('file_links_reader_idx').on(t.readerId, t.fileId),
  ],
);

/**
 * The database driver's bytes, by key (a file id, or `<id>.thumb`), in chunks: a Range request
 * reads only the chunks it covers, and no row holds a whole 25 MB value.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    key: text().notNull(),
    n: integer().notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.n] })],
);
