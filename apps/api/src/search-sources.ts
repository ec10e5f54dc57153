import { asc, desc, like, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { likeContains } from './lib/like';
import { invoices } from './modules/invoice/invoice.table';
import { users } from './modules/users/users.table';
import type { SearchSources } from './modules/search/search.routes';

/**
 * The quick search's files and contacts, read from the invoices and the users list for the search
 * module, which never imports them (app.ts hands these in). Each matches `q` on its module's own
 * lower-cased `search` column (trigram-indexed) and reads one short page off an index, with no
 * count: the list endpoints' functions count every match, ten times the cost at 10,000 rows.
 */
export const searchSources: SearchSources = {
  /** The newest invoices: number, client name and e-mail, amounts and due date match `q`. */
  invoices: async (db: Db, q, limit) =>
    (
      await db
        .select({ id: invoices.id, clientName: invoices.clientName })
        .from(invoices)
        .where(q ? like(invoices.search, likeContains(q)) : undefined)
        .orderBy(desc(invoices.id))
        .limit(limit)
    ).map(({ id, clientName }) => ({ id, client: { name: clientName } })),

  /** People by name, in the users list's order (its "C"-collated name index): e-mail or name match. */
  users: (db: Db, q, limit) =>
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, avatar: users.avatar })
      .from(users)
      .where(q ? like(users.search, likeContains(q)) : undefined)
      .orderBy(sql`${users.fullName} collate "C"`, asc(users.id))
      .limit(limit),
};
