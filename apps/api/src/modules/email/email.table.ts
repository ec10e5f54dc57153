import type { EmailAddress, EmailAttachment } from '@beacon/contract/email';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
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
    time: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull(),
    fromAvatar: text('from_avatar').notNull().default(''),
    to: jsonb().$type<EmailAddress[]>().notNull().default([]),
    cc: jsonb().$type<EmailAddress[]>().notNull().default([]),
    bcc: jsonb().$type<EmailAddress[]>().notNull().default([]),
    subject: text().notNull().default(''),
    /** What `q` searches, lower-cased once on write rather than on every row of every search. */
    search: text().generatedAlwaysAs(sql`lower(subject)`),
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
  ],
);
