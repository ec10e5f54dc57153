import type { EmailAddress, SaveDraftBody, SendEmailBody } from '@beacon/contract/email';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { type MailFiles, attachmentsOf, fileIdsOf, linkMail } from './email.attachments';
import { type MailRow, findMails, mailColumns, mailbox, withReplies } from './email.repo';
import { emails } from './email.table';

/** Who a mail is from, or whom an address reaches: an account of this instance. */
export interface MailAccount {
  id: number;
  email: string;
  name: string;
  avatar: string;
}

/**
 * The accounts the e-mail module needs to know of: the auth module's, asked for through the
 * module context (email.module.ts), as modules never import each other.
 */
export interface MailDirectory {
  findById: (db: Db, id: number) => Promise<MailAccount | undefined>;
  /** The accounts whose address is one of `addresses`, compared without case. */
  findByEmails: (db: Db, addresses: string[]) => Promise<MailAccount[]>;
  /** The file store, which keeps the attachments and says who may read them. */
  files: () => MailFiles;
}

/** Addresses as stored: the account's name when the address is one, else the part before @. */
function named(addresses: string[], accounts: MailAccount[]): EmailAddress[] {
  return addresses.map((email) => {
    const account = accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
    return { name: account?.name ?? email.split('@')[0] ?? email, email };
  });
}

const allAddresses = ({ to, cc, bcc }: SaveDraftBody) => [...to, ...cc, ...bcc];

async function written(
  db: Db,
  directory: MailDirectory,
  userId: number,
  mail: SaveDraftBody,
  recipients: MailAccount[],
) {
  const sender = await directory.findById(db, userId);
  if (!sender) throw new Error('the signed-in account went missing');
  const attachments = await attachmentsOf(db, directory.files(), userId, mail.attachmentIds);
  return {
    userId,
    fromEmail: sender.email,
    fromName: sender.name,
    fromAvatar: sender.avatar,
    to: named(mail.to, recipients),
    cc: named(mail.cc, recipients),
    bcc: named(mail.bcc, recipients),
    subject: mail.subject,
    message: sanitizeHtml(mail.message),
    attachments,
    time: new Date().toISOString(),
  };
}

const toEmail = async (db: Db, row: MailRow | undefined) => {
  if (!row) throw new Error('the written mail returned no row');
  const [mail] = await withReplies(db, [row]);
  if (!mail) throw new Error('the written mail went missing');
  return mail;
};

/**
 * Saves a new draft, or with `id` updates one of the caller's drafts (undefined when there is no
 * such draft). Addresses need not be complete yet, but each must be valid (the contract checks).
 */
export async function saveDraft(
  db: Db,
  directory: MailDirectory,
  userId: number,
  draft: SaveDraftBody,
) {
  return db.transaction(async (tx) => {
    const recipients = await directory.findByEmails(tx, allAddresses(draft));
    const fields = await written(tx, directory, userId, draft, recipients);
    const files = directory.files();
    if (draft.id === undefined) {
      const [row] = await tx
        .insert(emails)
        .values({ ...fields, folder: 'draft', isRead: true })
        .returning(mailColumns);
      if (row) await linkMail(tx, files, [{ id: row.id, userId }], fileIdsOf(fields.attachments));
      return { created: true, email: await toEmail(tx, row) };
    }
    const [row] = await tx
      .update(emails)
      .set(fields)
      .where(and(mailbox(userId), eq(emails.id, draft.id), eq(emails.folder, 'draft')))
      .returning(mailColumns);
    if (!row) return undefined;
    // The draft's files are the ones it names now: a file taken off is left to the collector.
    await files.unlink(tx, 'email', [row.id]);
    await linkMail(tx, files, [{ id: row.id, userId }], fileIdsOf(fields.attachments));
    return { created: false, email: await toEmail(tx, row) };
  });
}

/**
 * Stores the mail in the sender's Sent and delivers an unread copy, without the bcc list, to the
 * inbox of every recipient who has an account here, in one transaction. A `draftId` that is not
 * one of the caller's drafts gives undefined and sends nothing; a sent draft leaves the Draft folder.
 */
export async function sendEmail(
  db: Db,
  directory: MailDirectory,
  userId: number,
  mail: SendEmailBody,
) {
  return db.transaction(async (tx) => {
    const files = directory.files();
    if (mail.draftId !== undefined) {
      const [draft] = await findMails(tx, userId, [mail.draftId]);
      if (draft?.folder !== 'draft') return undefined;
      // The files move to the sent mail's rows below, in this transaction.
      await files.unlink(tx, 'email', [draft.id]);
      await tx.delete(emails).where(eq(emails.id, draft.id));
    }
    const recipients = await directory.findByEmails(tx, allAddresses(mail));
    const fields = await written(tx, directory, userId, mail, recipients);
    const [row] = await tx
      .insert(emails)
      .values({ ...fields, folder: 'sent', isRead: true })
      .returning(mailColumns);
    if (!row) throw new Error('the sent mail returned no row');
    const delivered = new Map(recipients.map((account) => [account.id, account]));
    const copies =
      delivered.size === 0
        ? []
        : await tx
            .insert(emails)
            .values(
              [...delivered.keys()].map((recipientId) => ({
                ...fields,
                userId: recipientId,
                bcc: [],
                folder: 'inbox',
                isRead: false,
              })),
            )
            .returning({ id: emails.id, userId: emails.userId });
    // One stored file for every mailbox, each copy linked for its own reader.
    await linkMail(tx, files, [{ id: row.id, userId }, ...copies], fileIdsOf(fields.attachments));
    return toEmail(tx, row);
  });
}
