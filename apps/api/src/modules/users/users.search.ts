import { asc, like, sql } from 'drizzle-orm';
import { likeContains } from '../../lib/like';
import type { Contributions } from '../../lib/module';
import { users } from './users.table';

/**
 * The quick search's contacts: people by name, in the users list's order (its "C"-collated name
 * index), whose e-mail or name matches `q` on the lower-cased `search` column (trigram-indexed),
 * one short page with no count.
 */
export const usersSearch: Contributions['search'] = {
  users: (db, q, limit) =>
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, avatar: users.avatar })
      .from(users)
      .where(q ? like(users.search, likeContains(q)) : undefined)
      .orderBy(sql`${users.fullName} collate "C"`, asc(users.id))
      .limit(limit),
};
