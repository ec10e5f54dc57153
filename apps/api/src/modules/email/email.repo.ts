import type {
  Email,
  EmailDetail,
  EmailFolder,
  EmailLabel,
  EmailReply,
  EmailsListQuery,
  EmailsMeta,
  EmailsListReply,
  EmailView,
  PaginateEmailQuery,
  UpdateEmailsBody,
} from '@beacon/contract/email';
import { emailLabels } from '@beacon/contract/email-values';
import { type SQL, and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { cursorMessages } from '../../lib/keyset';
import { type ListOptions, listPage } from '../../lib/list-page';
import type { MailFiles } from './email.attachments';
import { emails, mailCounts } from './email.table';

/** Every column but the owner and the internal search column. */
const mailColumns = {
  id: emails.id,
  parentId: emails.parentId,
  folder: emails.folder,
  isRead: emails.isRead,
  isStarred: emails.isStarred,
  labels: emails.labels,
  time: emails.time,
  fromEmail: emails.fromEmail,
  fromName: emails.fromName,
  fromAvatar: emails.fromAvatar,
  to: emails.to,
  cc: emails.cc,
  bcc: emails.bcc,
  subject: emails.subject,
  message: emails.message,
  attachments: emails.attachments,
};
type MailRow = Omit<typeof emails.$inferSelect, 'search' | 'userId'>;

const toReply = (row: MailRow): EmailReply => ({
  id: row.id,
  from: { email: row.fromEmail, name: row.fromName, avatar: row.fromAvatar },
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  subject: row.subject,
  message: row.message,
  attachments: row.attachments,
  isStarred: row.isStarred,
  isRead: row.isRead,
  // The database's text, such as `2026-11-29 22:36:18.123456+00`, as ISO 8601 in milliseconds.
  time: new Date(row.time).toISOString(),
  // Stored folders and labels were checked by the contract (or written by the seed).
  folder: row.folder as EmailFolder,
  labels: row.labels as EmailLabel[],
});

/** The list's order, and the one fixed order of a whole mailbox that previous / next follow. */
const newestFirst = [desc(emails.time), desc(emails.id)];

/** The caller's top-level mails: replies are shown under their thread, never on their own. */
const mailbox = (userId: number) => and(eq(emails.userId, userId), isNull(emails.parentId));

/**
 * Which mail each view shows, with `all`: every folder but the trash. `starred` is written as
 * emails_starred_idx's condition, so that the planner can match it to that index.
 */
function viewCondition(view: EmailView): SQL | undefined {
  if (view === 'starred') return and(sql`${emails.isStarred}`, ne(emails.folder, 'trash'));
  if (view === 'all') return ne(emails.folder, 'trash');
  return eq(emails.folder, view);
}

/** Full mails, each with its replies (oldest first), in the order of `rows`. */
async function withReplies(db: Db, rows: MailRow[]): Promise<Email[]> {
  const ids = rows.map((row) => row.id);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select(mailColumns)
          .from(emails)
          .where(inArray(emails.parentId, ids))
          .orderBy(asc(emails.time), asc(emails.id));
  return rows.map((row) => ({
    ...toReply(row),
    replies: replies.filter((reply) => reply.parentId === row.id).map(toReply),
  }));
}

/** The sidebar's counts (unread inbox, every draft, unread spam), from the kept counts. */
async function sidebarCounts(db: Db, userId: number): Promise<EmailsMeta> {
  const summed = (where: SQL) =>
    sql<number>`coalesce(sum(${mailCounts.mails}) filter (where ${where}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      inbox: summed(sql`${mailCounts.folder} = 'inbox' and not ${mailCounts.isRead}`),
      draft: summed(sql`${mailCounts.folder} = 'draft'`),
      spam: summed(sql`${mailCounts.folder} = 'spam' and not ${mailCounts.isRead}`),
    })
    .from(mailCounts)
    .where(eq(mailCounts.userId, userId));
  return row ?? { inbox: 0, draft: 0, spam: 0 };
}

/**
 * Carrying `label`, written as the label indexes' own condition (migration 0028) so that the
 * planner can match it to them: a parameter would hide which index applies.
 */
function carries(label: EmailLabel): SQL {
  if (!emailLabels.includes(label)) throw new Error(`not a label: ${label}`);
  return sql.raw(`"emails"."labels" @> '{${label}}'::text[]`);
}

/** A value the database cannot read as a time (SQLSTATE 22007-22009). */
function isBadTime(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (code === '22007' || code === '22008' || code === '22009') return true;
  }
  return false;
}

/**
 * One page of the caller's mail, newest first, with the sidebar's counts. Each view and label
 * reads an index ending in (time, id), so a page by cursor is a seek (email.table.ts).
 */
export async function listEmails(
  db: Db,
  userId: number,
  query: EmailsListQuery,
  options: ListOptions = {},
): Promise<EmailsListReply> {
  const { folder, label } = query;
  const readPage = () =>
    listPage({
      db,
      table: emails,
      columns: mailColumns,
      // A cursor names a place in one account's mailbox.
      scope: ['emails', userId, folder, label],
      query: { ...query, sort: 'desc' },
      filters: [mailbox(userId), viewCondition(folder), label ? carries(label) : undefined],
      // The subject and the attachments' file names (email.table.ts, `search`).
      search: emails.search,
      shortSearch: (q) =>
        sql`user_search_grams(${emails.search}) @> user_search_grams(lower(${q}))`,
      sortKey: sql`${emails.time}`,
      // The database's own text of the time, microseconds included: the seek compares it as a time.
      keyKind: 'text',
      ledKey: sql`${emails.time} + interval '0'`,
      id: emails.id,
      keyOf: (mail) => ({ value: mail.time, id: mail.id }),
      options,
    }).catch((error: unknown) => {
      // Only a cursor made by hand with this list's scope reaches the database with a bad time.
      if (query.cursor !== undefined && isBadTime(error))
        throw badRequest({ cursor: [cursorMessages.invalid] });
      throw error;
    });
  const [page, emailsMeta] = await Promise.all([readPage(), sidebarCounts(db, userId)]);
  return {
    emails: await withReplies(db, page.rows),
    emailsMeta,
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
  };
}

/** The caller's top-level mails among `ids`, in the list's order. */
const findMails = (db: Db, userId: number, ids: number[]) =>
  db
    .select(mailColumns)
    .from(emails)
    .where(and(mailbox(userId), inArray(emails.id, ids)))
    .orderBy(...newestFirst);

/** Whether a newer and an older mail than `row` exist in its owner's mailbox. */
async function detailOf(db: Db, userId: number, row: MailRow): Promise<EmailDetail> {
  const at = sql`(${row.time}::timestamptz, ${row.id}::int)`;
  const [flags] = await db
    .select({
      newer: sql<boolean>`exists (select 1 from ${emails} where ${mailbox(userId)} and (${emails.time}, ${emails.id}) > ${at})`,
      older: sql<boolean>`exists (select 1 from ${emails} where ${mailbox(userId)} and (${emails.time}, ${emails.id}) < ${at})`,
    })
    .from(sql`(select 1) as one`);
  const [mail] = await withReplies(db, [row]);
  if (!mail) throw new Error('a found mail went missing');
  return { ...mail, hasPreviousMail: flags?.newer ?? false, hasNextMail: flags?.older ?? false };
}

export async function getEmail(db: Db, userId: number, id: number) {
  const [row] = await findMails(db, userId, [id]);
  return row && detailOf(db, userId, row);
}

/**
 * The neighbour of a mail in the mailbox's fixed order, newest first: `previous` is the next newer
 * one, `next` the next older one. `missing` when the caller has no such mail, `end` at either end.
 */
export async function paginateEmail(
  db: Db,
  userId: number,
  { dir, emailId }: PaginateEmailQuery,
): Promise<EmailDetail | 'missing' | 'end'> {
  const [from] = await findMails(db, userId, [emailId]);
  if (!from) return 'missing';
  const at = sql`(${from.time}::timestamptz, ${from.id}::int)`;
  const [row] = await db
    .select(mailColumns)
    .from(emails)
    .where(
      and(
        mailbox(userId),
        dir === 'previous'
          ? sql`(${emails.time}, ${emails.id}) > ${at}`
          : sql`(${emails.time}, ${emails.id}) < ${at}`,
      ),
    )
    .orderBy(...(dir === 'previous' ? [asc(emails.time), asc(emails.id)] : newestFirst))
    .limit(1);
  return row ? detailOf(db, userId, row) : 'end';
}

/**
 * Locks the caller's mails among `ids` and runs `change` on them, all or nothing: undefined,
 * changing nothing, when one id is not the caller's.
 */
async function changeMails<T>(
  db: Db,
  userId: number,
  ids: number[],
  change: (tx: Db, rows: { id: number; folder: string }[]) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: emails.id, folder: emails.folder })
      .from(emails)
      .where(and(mailbox(userId), inArray(emails.id, ids)))
      .for('update');
    if (rows.length !== ids.length) return undefined;
    return change(tx, rows);
  });
}

export async function updateEmails(
  db: Db,
  userId: number,
  { emailIds, dataToUpdate }: UpdateEmailsBody,
): Promise<Email[] | undefined> {
  return changeMails(db, userId, emailIds, async (tx) => {
    await tx
      .update(emails)
      .set(dataToUpdate)
      .where(and(mailbox(userId), inArray(emails.id, emailIds)));
    return withReplies(tx, await findMails(tx, userId, emailIds));
  });
}

/** Each mail loses the label if it has it, and gains it if not. */
export async function toggleLabel(db: Db, userId: number, emailIds: number[], label: EmailLabel) {
  return changeMails(db, userId, emailIds, async (tx) => {
    await tx
      .update(emails)
      .set({
        labels: sql`case when ${emails.labels} @> array[${label}]::text[]
          then array_remove(${emails.labels}, ${label}) else array_append(${emails.labels}, ${label}) end`,
      })
      .where(and(mailbox(userId), inArray(emails.id, emailIds)));
    return withReplies(tx, await findMails(tx, userId, emailIds));
  });
}

/**
 * Deletes mail in the trash for good; `notInTrash` (nothing deleted) when one mail is elsewhere.
 * The rows' files, and those of the replies the delete takes with them, are no longer theirs: a
 * file nobody else links is collected later.
 */
export async function deleteEmails(db: Db, files: MailFiles, userId: number, emailIds: number[]) {
  return changeMails(db, userId, emailIds, async (tx, rows) => {
    if (rows.some((row) => row.folder !== 'trash')) return 'notInTrash' as const;
    const replies = await tx
      .select({ id: emails.id })
      .from(emails)
      .where(inArray(emails.parentId, emailIds));
    await files.unlink(tx, 'email', [...emailIds, ...replies.map((reply) => reply.id)]);
    await tx.delete(emails).where(and(mailbox(userId), inArray(emails.id, emailIds)));
    return 'deleted' as const;
  });
}

export { mailColumns, toReply, withReplies, findMails, mailbox };
export type { MailRow };
