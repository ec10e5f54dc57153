import type { NewUser, User, UserSortColumn, UsersListQuery } from '@beacon/contract/users';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type ListOptions, listPage } from '../../lib/list-page';
import { userCounts, users } from './users.table';

/** The reply's columns: everything but the internal `search` column. */
const userColumns = {
  id: users.id,
  fullName: users.fullName,
  username: users.username,
  email: users.email,
  company: users.company,
  country: users.country,
  contact: users.contact,
  role: users.role,
  currentPlan: users.currentPlan,
  status: users.status,
  billing: users.billing,
  avatar: users.avatar,
};
const sortColumns: Record<UserSortColumn, (typeof userColumns)[UserSortColumn]> = userColumns;

// Stored values were checked by the contract on the way in.
const asUser = (row: Omit<typeof users.$inferSelect, 'search'>) => row as User;

/** The users with the query's filters: a sum over the kept counts (`userCounts`). */
const countUsers = async (db: Db, query: UsersListQuery) => {
  const filtered = and(
    query.role ? eq(userCounts.role, query.role) : undefined,
    query.status ? eq(userCounts.status, query.status) : undefined,
    query.currentPlan ? eq(userCounts.currentPlan, query.currentPlan) : undefined,
  );
  const [row] = await db
    .select({
      filtered: sql<number>`coalesce(sum(${userCounts.users}), 0)::int`,
    })
    .from(userCounts)
    .where(filtered);
  return row?.filtered ?? 0;
};

/**
 * Equality in the sort indexes' collation ("C"; the same answer for these plain values): the
 * planner can then seek to the filtered value in that column's index instead of walking it from the
 * start and discarding rows (decision 0027 has the figures).
 */
const sameAs = (column: AnyPgColumn, value: string) => sql`${column} collate "C" = ${value}`;

export async function listUsers(db: Db, query: UsersListQuery, options: ListOptions = {}) {
  const byId = query.sortColumn === 'id';
  const column = sortColumns[query.sortColumn];
  const page = await listPage({
    db,
    table: users,
    columns: userColumns,
    scope: ['users', query.sortColumn, query.sort, query.role, query.status, query.currentPlan],
    query,
    filters: [
      query.role ? sameAs(users.role, query.role) : undefined,
      query.status ? sameAs(users.status, query.status) : undefined,
      query.currentPlan ? sameAs(users.currentPlan, query.currentPlan) : undefined,
    ],
    // q matches email, fullName or billing, case-insensitively (see users.table.ts, `search`):
    // the trigram index from three letters, the pieces' index below (migration 0027).
    search: users.search,
    shortSearch: (q) => sql`user_search_grams(${users.search}) @> user_search_grams(lower(${q}))`,
    // Code-point order ("C") sorts like JavaScript's `<` (kept for API compatibility) and the
    // same on every database.
    sortKey: byId ? sql`${column}` : sql`${column} collate "C"`,
    keyKind: byId ? 'integer' : 'text',
    id: users.id,
    keyOf: (user) => ({ value: user[query.sortColumn], id: user.id }),
    countWithoutSearch: () => countUsers(db, query),
    options,
  });
  return {
    users: page.rows.map(asUser),
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
  };
}

/**
 * Every user by id, a batch at a time (keyset paging on the primary key): a million users never
 * sit in memory at once. Not a snapshot: a user added while the batches run may be in or out.
 */
export async function* userBatches(db: Db, size = 1000): AsyncGenerator<User[], void> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(userColumns)
      .from(users)
      .where(gt(users.id, after))
      .orderBy(asc(users.id))
      .limit(size);
    if (rows.length > 0) yield rows.map(asUser);
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}

export async function findUser(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row && asUser(row);
}

export async function findUserClashes(db: Db, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = lower(${email})`,
        sql`lower(${users.username}) = lower(${username})`,
      ),
    );
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

/** Inserts with id = max id + 1 computed by the database in the same statement. */
/**
 * Ids are max + 1 (kept for API compatibility). Concurrent adds would pick the same one, so they
 * take turns: the lock holds until the request's transaction commits (lib/audit/audited-writes.ts).
 */
export async function insertUser(db: Db, user: NewUser): Promise<User> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('beacon.users.id'))`);
  const [row] = await db
    .insert(users)
    .values({ ...user, id: sql`(select coalesce(max(${users.id}), 0) + 1 from ${users})` })
    .returning(userColumns);
  if (!row) throw new Error('insert into users returned no row');
  return asUser(row);
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
