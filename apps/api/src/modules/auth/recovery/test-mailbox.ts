import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outbox } from '../../../lib/mail/outbox.table';

/** The newest mail of this kind to this address, kept in the outbox (no SMTP in these tests). */
export async function lastMail(db: Db, to: string, kind: string) {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(sql`lower(${outbox.toAddress}) = lower(${to})`, eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

/** The token of the link in a mail's text, as the reader would follow it. */
export function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

export async function mailCount(db: Db, to: string) {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${to})`);
  return rows.length;
}
