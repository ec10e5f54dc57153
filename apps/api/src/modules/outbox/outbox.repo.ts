import type { OutboxListQuery, OutboxMail, OutboxSummary } from '@beacon/contract/outbox';
import { outboxDemoLimit } from '@beacon/contract/outbox';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../../lib/like';
import { outbox } from '../../lib/mail/outbox.table';

const summaryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  from: outbox.fromAddress,
  to: outbox.toAddress,
  subject: outbox.subject,
  createdAt: outbox.createdAt,
};

const mailColumns = { ...summaryColumns, text: outbox.text, html: outbox.html };

const asSummary = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

export async function listOutbox(
  db: Db,
  query: OutboxListQuery,
): Promise<{ mails: OutboxSummary[]; total: number }> {
  const where = query.q
    ? or(
        ilike(outbox.toAddress, likeContains(query.q)),
        ilike(outbox.subject, likeContains(query.q)),
      )
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { mails: rows.map(asSummary), total: count?.total ?? 0 };
}

export async function findMail(db: Db, id: number): Promise<OutboxMail | undefined> {
  const [row] = await db.select(mailColumns).from(outbox).where(eq(outbox.id, id));
  return row && asSummary(row);
}

/** One address's newest mail, whole: the demo outbox shows it without a second call. */
export async function mailTo(db: Db, address: string): Promise<OutboxMail[]> {
  const rows = await db
    .select(mailColumns)
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${address})`)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(outboxDemoLimit);
  return rows.map(asSummary);
}

export async function emptyOutbox(db: Db): Promise<number> {
  const rows = await db.delete(outbox).returning({ id: outbox.id });
  return rows.length;
}
