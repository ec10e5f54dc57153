import type { NewUser, User, UserSortColumn, UsersListQuery } from '@beacon/contract/users';
import { type SQL, and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likeContains } from '../../lib/like';
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

/** The total without a search: a sum over the kept counts (users.table.ts, `userCounts`). */
const countUsers = (db: Db, query: UsersListQuery) =>
  db
    .select({ total: sql<number>`coalesce(sum(${userCounts.users}), 0)::int` })
    .from(userCounts)
    .where(
      and(
        query.role ? eq(userCounts.role, query.role) : undefined,
        query.status ? eq(userCounts.status, query.status) : undefined,
        query.currentPlan ? eq(userCounts.currentPlan, query.currentPlan) : undefined,
      ),
    );

/**
 * Equality in the sort indexes' collation ("C"; the same answer for these plain values): the
 * planner can then seek to the filtered value in that column's index instead of walking it from the
 * start and discarding rows (decision 0027 has the figures).
 */
const sameAs = (column: AnyPgColumn, value: string) => sql`${column} collate "C" = ${value}`;

export async function listUsers(db: Db, query: UsersListQuery) {
  const filters: (SQL | undefined)[] = [
    query.role ? sameAs(users.role, query.role) : undefined,
    query.status ? sameAs(users.status, query.status) : undefined,
    query.currentPlan ? sameAs(users.currentPlan, query.currentPlan) : undefined,
  ];
  // q matches email, fullName or billing, case-insensitively (see users.table.ts, `search`).
  if (query.q) filters.push(sql`${users.search} like lower(${likeContains(query.q)})`);
  const where = and(...filters);
  const column = sortColumns[query.sortColumn];
  // Code-point order ("C") sorts like JavaScript's `<` (kept for API compatibility) and the same on
  // every database.
  const ordered = query.sortColumn === 'id' ? column : sql`${column} collate "C"`;
  // A search of three letters or more is led by its trigram index, then sorted. Left free, the
  // planner may walk a sort index instead, expecting matches spread evenly, and discard most of a
  // million rows before a page fills (4 s for "thea" sorted by name; 0.1 s this way). The
  // expression matches no index, so it cannot. Shorter searches have no trigram to use: there the
  // walk is the better plan.
  const searchLed = (query.q?.length ?? 0) >= 3;
  const key = !searchLed
    ? ordered
    : query.sortColumn === 'id'
      ? sql`${column} + 0`
      : sql`${ordered} || ''`;
  const direction = query.sort === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(direction(key), direction(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    query.q
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .where(where)
      : countUsers(db, query),
  ]);
  return { users: rows.map(asUser), total: count?.total ?? 0 };
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
