import type { NewUser, User, UserSortColumn, UsersListQuery } from '@beacon/contract/users';
import { type SQL, and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Db, selectRows } from '../../db/client';
import { type KeysetQuery, keysetQuery, keysetScope, pageOf, readPosition } from '../../lib/keyset';
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

/** The users with the query's filters, and all users: sums over the kept counts (`userCounts`). */
const countUsers = async (db: Db, query: UsersListQuery) => {
  const filtered = and(
    query.role ? eq(userCounts.role, query.role) : undefined,
    query.status ? eq(userCounts.status, query.status) : undefined,
    query.currentPlan ? eq(userCounts.currentPlan, query.currentPlan) : undefined,
  );
  const [row] = await db
    .select({
      filtered: sql<number>`coalesce(sum(${userCounts.users}) filter (where ${filtered ?? sql`true`}), 0)::int`,
      all: sql<number>`coalesce(sum(${userCounts.users}), 0)::int`,
    })
    .from(userCounts);
  return { filtered: row?.filtered ?? 0, all: row?.all ?? 0 };
};

/**
 * Equality in the sort indexes' collation ("C"; the same answer for these plain values): the
 * planner can then seek to the filtered value in that column's index instead of walking it from the
 * start and discarding rows (decision 0027 has the figures).
 */
const sameAs = (column: AnyPgColumn, value: string) => sql`${column} collate "C" = ${value}`;

/** A search's total is counted exactly up to this many matches, and estimated beyond. */
export const exactCountBound = 10_000;

export interface ListOptions {
  /** Matches counted exactly at most (tests make it small). */
  exactUpTo?: number;
  /** About how many rows the estimate samples. */
  sampleRows?: number;
}

/**
 * About how many users match `where`: a block sample of about `sampleRows` rows, scaled to the
 * table. REPEATABLE keeps one query's estimate the same from page to page.
 */
async function estimateMatches(db: Db, where: SQL | undefined, all: number, sampleRows: number) {
  const percent = all === 0 ? 100 : Math.min(100, (100 * sampleRows) / all);
  const [row] = await selectRows<{ sampled: number; hits: number }>(
    db,
    sql`
    select count(*)::int as sampled, count(*) filter (where ${where ?? sql`true`})::int as hits
    from ${users} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (27)`,
  );
  return row && row.sampled > 0 ? (row.hits / row.sampled) * all : 0;
}

/** Counts up to `bound + 1` matches: past the bound the exact figure is not worth its cost. */
async function countUpTo(db: Db, where: SQL | undefined, bound: number) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${users} where ${where ?? sql`true`} limit ${bound + 1}) as m`,
  );
  return row?.n ?? 0;
}

export async function listUsers(db: Db, query: UsersListQuery, options: ListOptions = {}) {
  const bound = options.exactUpTo ?? exactCountBound;
  const scope = keysetScope([
    'users',
    query.sortColumn,
    query.sort,
    query.role ?? '',
    query.status ?? '',
    query.currentPlan ?? '',
    query.q ?? '',
  ]);
  const byId = query.sortColumn === 'id';
  const position = readPosition(
    query.cursor,
    query.page,
    query.perPage,
    scope,
    byId ? 'integer' : 'text',
  );
  const filters: (SQL | undefined)[] = [
    query.role ? sameAs(users.role, query.role) : undefined,
    query.status ? sameAs(users.status, query.status) : undefined,
    query.currentPlan ? sameAs(users.currentPlan, query.currentPlan) : undefined,
  ];
  const counts = await countUsers(db, query);
  const q = query.q;
  // q matches email, fullName or billing, case-insensitively (see users.table.ts, `search`).
  const like = q ? sql`${users.search} like lower(${likeContains(q)})` : undefined;
  // What an index serves: the trigram index from three letters, the pieces' index below
  // (migration 0027), rechecked by the LIKE, which stays the definition of a match.
  const matches =
    q && q.length <= 2
      ? sql`user_search_grams(${users.search}) @> user_search_grams(lower(${q})) and ${like}`
      : like;
  const estimate = q
    ? await estimateMatches(db, and(...filters, like), counts.all, options.sampleRows ?? 10_000)
    : counts.filtered;
  const column = sortColumns[query.sortColumn];
  const descending = query.sort === 'desc';
  // Code-point order ("C") sorts like JavaScript's `<` (kept for API compatibility) and the same on
  // every database.
  const ordered = byId ? sql`${column}` : sql`${column} collate "C"`;
  const plain = keysetQuery(ordered, sql`${users.id}`, descending, position, query.perPage);
  const read = (where: SQL | undefined, page: KeysetQuery) =>
    db
      .select(userColumns)
      .from(users)
      .where(and(...filters, where, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset);
  const searchLed = () => {
    // A sort key no index has: the search's own index leads, then every match is sorted. Left
    // free, the planner may walk a sort index and discard most of a million rows (decision 0027).
    const key = byId ? sql`${column} + 0` : sql`${ordered} || ''`;
    return read(matches, keysetQuery(key, sql`${users.id}`, descending, position, query.perPage));
  };
  // A search either walks the sort index from the page's start, keeping matches (cheap while they
  // are dense), or is led by its own index and sorts every match (cheap while they are few):
  // whichever reads fewer rows. Matches may bunch in the sort order ("thea" sorted by name), so
  // the walk reads at most a few times what the estimate expects (or as many rows as the led read
  // would), then gives way to the led read.
  const wanted = plain.offset + plain.limit;
  const walkRows =
    estimate === 0 ? Number.POSITIVE_INFINITY : (wanted * counts.filtered) / estimate;
  const walk = async (text: string) => {
    // The sort key is an output column, so the planner knows the walk's order holds outside it:
    // the walk stops as soon as a page has filled, with no sort of everything it could read.
    const walked = db
      .select({ ...userColumns, search: users.search, sortKey: sql`${ordered}`.as('sort_key') })
      .from(users)
      .where(and(...filters, plain.where))
      .orderBy(...plain.orderBy)
      .limit(Math.ceil(Math.max(3 * walkRows + 1000, estimate)))
      .as('walked');
    const outer = keysetQuery(
      sql`${walked.sortKey}`,
      sql`${walked.id}`,
      descending,
      position,
      query.perPage,
    );
    const rows = await db
      .select()
      .from(walked)
      // strpos, which no index serves: the walk stays a walk.
      .where(sql`strpos(${walked.search}, lower(${text})) > 0`)
      .orderBy(...outer.orderBy)
      .limit(outer.limit)
      .offset(outer.offset);
    return rows.map((row) => {
      const user: Omit<typeof row, 'search' | 'sortKey'> & { search?: unknown; sortKey?: unknown } =
        { ...row };
      delete user.search;
      delete user.sortKey;
      return user;
    });
  };
  const readPage = async () => {
    if (!q) return read(undefined, plain);
    if (walkRows > estimate) return searchLed();
    const walked = await walk(q);
    return walked.length === plain.limit ? walked : searchLed();
  };
  const [fetched, exact] = await Promise.all([
    readPage(),
    // Past twice the bound, the estimate is far enough from it to be trusted on which side it is.
    q && estimate <= 2 * bound ? countUpTo(db, and(...filters, matches), bound) : undefined,
  ]);
  const { rows, cursors } = pageOf(fetched, position, query.perPage, scope, (user) => ({
    value: user[query.sortColumn],
    id: user.id,
  }));
  const totalExact = !q || (exact !== undefined && exact <= bound);
  const total = !query.q
    ? counts.filtered
    : totalExact
      ? (exact ?? 0)
      : Math.max(Math.round(estimate), bound + 1);
  return { users: rows.map(asUser), total, totalExact, cursors };
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
