import { type EmailAddress, type EmailAttachment, emailLabels } from '@beacon/contract/email';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Mail, each in one account's mailbox: a sent mail is stored once for the sender and once for
 * each recipient who has an account here. A reply of a thread points at the thread's first mail
 * (`parent_id`) and is shown under it, never listed on its own. The owner's foreign key to
 * accounts is added by the hand-written migration 0008, as modules never import each other's tables.
 */
export const emails = pgTable(
  'emails',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => emails.id, {
      onDelete: 'cascade',
    }),
    folder: text().notNull(),
    isRead: boolean('is_read').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    labels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The database's text, such as `2026-11-29 22:36:18.123456+00`: a list cursor must hold the
     * time to the microsecond (a Date keeps milliseconds, and `now()` writes microseconds).
     */
    time: timestamp({ withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull(),
    fromAvatar: text('from_avatar').notNull().default(''),
    to: jsonb().$type<EmailAddress[]>().notNull().default([]),
    cc: jsonb().$type<EmailAddress[]>().notNull().default([]),
    bcc: jsonb().$type<EmailAddress[]>().notNull().default([]),
    subject: text().notNull().default(''),
    /**
     * What `q` searches: the subject and each attachment's file name (email_file_names, migration
     * 0028), lower-cased once on write, so that one trigram index and one index of one- and
     * two-letter pieces serve any search. chr(31) keeps a match from spanning two fields.
     */
    search: text().generatedAlwaysAs(
      sql`lower(subject || chr(31) || email_file_names(attachments))`,
    ),
    message: text().notNull().default(''),
    attachments: jsonb().$type<EmailAttachment[]>().notNull().default([]),
  },
  (t) => [
    // A folder view, newest first; the whole-mailbox order (previous / next, starred, labels).
    index('emails_folder_idx')
      .on(t.userId, t.folder, t.time.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`parent_id is null`),
    index('emails_mailbox_idx')
      .on(t.userId, t.time.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`parent_id is null`),
    index('emails_parent_idx').on(t.parentId),
    // Why each index below: migration 0028, section `mail`.
    index('emails_starred_idx')
      .on(t.userId, t.time.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`parent_id is null and is_starred`),
    ...emailLabels.map((label) =>
      index(`emails_label_${label}_idx`)
        .on(t.userId, t.time.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql.raw(`parent_id is null and labels @> '{${label}}'::text[]`)),
    ),
    index('emails_search_idx')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .where(sql`parent_id is null`),
    index('emails_search_grams_idx')
      .using('gin', sql`user_search_grams(${t.search})`)
      .where(sql`parent_id is null`),
  ],
);

/**
 * How many of each account's listed mails (not replies) sit in each folder, read or not, kept by
 * statement triggers on `emails` (migration 0029): the sidebar's counts are a sum over a few rows
 * instead of a count over a mailbox that may hold a million mails.
 */
export const mailCounts = pgTable(
  'mail_counts',
  {
    userId: integer('user_id').notNull(),
    folder: text().notNull(),
    isRead: boolean('is_read').notNull(),
    mails: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.folder, t.isRead] })],
);
