import { desc, like } from 'drizzle-orm';
import { likeContains } from '../../lib/like';
import type { Contributions } from '../../lib/module';
import { invoices } from './invoice.table';

/**
 * The quick search's files: the newest invoices whose number, client name and e-mail, amounts or
 * due date match `q`, on the lower-cased `search` column (trigram-indexed), one short page off an
 * index with no count (the list endpoint counts every match, ten times the cost at 10,000 rows).
 */
export const invoiceSearch: Contributions['search'] = {
  invoices: async (db, q, limit) =>
    (
      await db
        .select({ id: invoices.id, clientName: invoices.clientName })
        .from(invoices)
        .where(q ? like(invoices.search, likeContains(q)) : undefined)
        .orderBy(desc(invoices.id))
        .limit(limit)
    ).map(({ id, clientName }) => ({ id, client: { name: clientName } })),
};
