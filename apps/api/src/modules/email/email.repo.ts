import type {
  Email,
  EmailDetail,
  EmailFolder,
  EmailLabel,
  EmailReply,
  EmailsListQuery,
  EmailsListReply,
  EmailView,
  PaginateEmailQuery,
  UpdateEmailsBody,
} from '@beacon/contract/email';
import { type SQL, and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../lib/like';
import type { MailFiles } from './email.attachments';
import { emails } from './email.table';

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
  time: row.time.toISOString(),
  // Stored folders and labels were checked by the contract (or written by the seed).
  folder: row.folder as EmailFolder,
  labels: row.labels as EmailLabel[],
});

/** The list's order, and the one fixed order of a whole mailbox that previous / next follow. */
const newestFirst = [desc(emails.time), desc(emails.id)];

/** The caller's top-level mails: replies are shown under their thread, never on their own. */
const mailbox = (userId: number) => and(eq(emails.userId, userId), isNull(emails.parentId));

/** Which mail each view shows, with `all`: every folder but the trash. */
function viewCondition(view: EmailView): SQL | undefined {
  if (view === 'starred') return and(eq(emails.isStarred, true), ne(emails.folder, 'trash'));
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

/**
 * The view's total and the sidebar's counts (unread inbox, every draft, unread
 * spam) in one pass over the caller's mailbox, rather than a query each.
 */
async function countsOf(db: Db, userId: number, view: SQL | undefined) {
  const counted = (where: SQL | undefined) =>
    sql<number>`count(*) filter (where ${where ?? sql`true`})`.mapWith(Number);
  const unreadIn = (folder: EmailFolder) =>
    counted(and(eq(emails.folder, folder), eq(emails.isRead, false)));
  const [row] = await db
    .select({
      total: counted(view),
      inbox: unreadIn('inbox'),
      draft: counted(eq(emails.folder, 'draft')),
      spam: unreadIn('spam'),
    })
    .from(emails)
    .where(mailbox(userId));
  // An aggregate without GROUP BY always answers one row.
  const { total, ...meta } = row ?? { total: 0, inbox: 0, draft: 0, spam: 0 };
  return { total, meta };
}

/** `q` in the subject or in an attachment's file name, without case. */
function matches(q: string): SQL {
  const pattern = likeContains(q);
  return sql`(${emails.search} like ${pattern} or exists (select 1 from jsonb_array_elements(${emails.attachments}) as file where lower(file->>'fileName') like ${pattern}))`;
}

export async function listEmails(
  db: Db,
  userId: number,
  { q, folder, label, page, perPage }: EmailsListQuery,
): Promise<EmailsListReply> {
  const view = and(
    viewCondition(folder),
    q ? matches(q) : undefined,
    label ? sql`${emails.labels} @> array[${label}]::text[]` : undefined,
  );
  const rows = await db
    .select(mailColumns)
    .from(emails)
    .where(and(mailbox(userId), view))
    .orderBy(...newestFirst)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const { total, meta } = await countsOf(db, userId, view);
  return { emails: await withReplies(db, rows), emailsMeta: meta, total };
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
  const at = sql`(${row.time.toISOString()}::timestamptz, ${row.id}::int)`;
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
  const at = sql`(${from.time.toISOString()}::timestamptz, ${from.id}::int)`;
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
