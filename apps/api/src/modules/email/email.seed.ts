import type { EmailAttachment } from '@beacon/contract/email';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTextArray } from '../../lib/random';
import { type MailFiles, attachmentOf, fileIdsOf, linkMail } from './email.attachments';
import type { SampleFile } from './email.sample-files';
import {
  type Contact,
  beaconTeam,
  contacts,
  html,
  replies,
  samples,
  welcome,
} from './email.samples';
import { emails } from './email.table';

/** 24 top-level sample mails; `--scale N` adds generated ones up to N. */
export const SAMPLE_EMAILS = 24;

/** The account a mailbox belongs to, as its mail names it. */
export interface MailOwner {
  id: number;
  email: string;
  name: string;
  avatar?: string;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const address = ({ name, email }: Contact | MailOwner) => ({ name, email });

type NewMail = typeof emails.$inferInsert;

/** A mail between the owner and a contact: from the contact, or from the owner (sent, draft). */
function mail(owner: MailOwner, contact: Contact, outgoing: boolean): NewMail {
  const me = { ...address(owner), avatar: owner.avatar ?? '' };
  const from = outgoing ? me : contact;
  return {
    userId: owner.id,
    folder: 'inbox',
    fromEmail: from.email,
    fromName: from.name,
    fromAvatar: from.avatar,
    to: [address(outgoing ? contact : owner)],
  };
}

/**
 * The 24 sample mails (ids 1–24 on a fresh database) and the two replies of the newest, with
 * times relative to now: the newest three hours ago, each older one a day and five hours before.
 */
async function seedSamples(db: Db, files: MailFiles, owner: MailOwner) {
  const stored = new Map<SampleFile, EmailAttachment>();
  for (const file of new Set(samples.flatMap((sample) => sample.attachments ?? [])))
    stored.set(
      file,
      attachmentOf(
        await files.store(db, undefined, {
          ownerId: null,
          kind: 'attachment',
          name: file.name,
          bytes: new TextEncoder().encode(file.text),
        }),
      ),
    );
  const rows = samples.map((sample, i): NewMail => {
    const contact = contacts[sample.contact] ?? beaconTeam;
    const outgoing = sample.folder === 'sent' || sample.folder === 'draft';
    return {
      ...mail(owner, contact, outgoing),
      folder: sample.folder,
      isRead: !sample.flags.includes('unread'),
      isStarred: sample.flags.includes('starred'),
      labels: sample.labels,
      subject: sample.subject,
      message: html(sample.paragraphs),
      attachments: (sample.attachments ?? []).flatMap((file) => stored.get(file) ?? []),
      time: hoursAgo((SAMPLE_EMAILS - 1 - i) * 29 + 3),
    };
  });
  const inserted = await db.insert(emails).values(rows).returning({ id: emails.id });
  for (const [i, row] of inserted.entries())
    await linkMail(
      db,
      files,
      [{ id: row.id, userId: owner.id }],
      fileIdsOf(rows[i]?.attachments ?? []),
    );
  const thread = inserted.at(-1);
  const newest = samples.at(-1);
  if (!thread || !newest) return;
  const contact = contacts[newest.contact] ?? beaconTeam;
  await db.insert(emails).values(
    replies.map((reply) => ({
      ...mail(owner, contact, reply.fromOwner),
      parentId: thread.id,
      isRead: true,
      subject: `Re: ${newest.subject}`,
      message: html(reply.paragraphs),
      time: hoursAgo(reply.hoursAgo),
    })),
  );
}

/**
 * Mails 25…total for benchmarks, in one INSERT … SELECT: the samples' subjects numbered, spread
 * over the folders, read states, stars, labels and the last two years.
 */
async function seedGeneratedEmails(db: Db, owner: MailOwner, total: number) {
  const subjects = sqlTextArray(samples.map((s) => s.subject));
  const names = sqlTextArray(contacts.map((c) => c.name));
  const addresses = sqlTextArray(contacts.map((c) => c.email));
  const n = samples.length;
  const c = contacts.length;
  await db.execute(sql`
    insert into emails (user_id, folder, is_read, is_starred, labels, time, from_email, from_name,
                        "to", subject, message)
    select ${owner.id}::int,
           (array['inbox', 'inbox', 'inbox', 'sent', 'draft', 'spam', 'trash'])[1 + i % 7],
           i % 3 <> 0, i % 11 = 0,
           case i % 6 when 0 then array['company'] when 1 then array['personal']
                      when 2 then array['private'] when 3 then array['important', 'company']
                      else array[]::text[] end,
           now() - make_interval(mins => i * 97),
           (${sql.raw(addresses)})[1 + i % ${c}::int], (${sql.raw(names)})[1 + i % ${c}::int],
           jsonb_build_array(jsonb_build_object('name', ${owner.name}::text, 'email', ${owner.email}::text)),
           (${sql.raw(subjects)})[1 + i % ${n}::int] || ' #' || i,
           '<p>Generated mail ' || i || '</p>'
    from generate_series(${SAMPLE_EMAILS + 1}::int, ${Math.floor(total)}::int) as i
  `);
}

/** The demo admin's mailbox: the samples, then generated mails up to `total`. */
export async function seedEmail(
  db: Db,
  files: MailFiles,
  { owner, emails: total = SAMPLE_EMAILS }: { owner?: MailOwner; emails?: number },
): Promise<void> {
  if (!owner) return;
  await seedSamples(db, files, owner);
  if (total > SAMPLE_EMAILS) await seedGeneratedEmails(db, owner, total);
}

/** A new account's mailbox: three unread welcome mails, so its e-mail screen is never empty. */
export async function seedMailbox(db: Db, owner: MailOwner): Promise<void> {
  await db.insert(emails).values(
    welcome.map((sample, i) => ({
      ...mail(owner, beaconTeam, false),
      subject: sample.subject,
      message: html(sample.paragraphs),
      // Oldest first, a minute apart, the last one now.
      time: hoursAgo((welcome.length - 1 - i) / 60),
    })),
  );
}
