import type { Cursors } from '@beacon/contract/paging';
import { type SQL, and, getTableName, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, selectRows } from '../db/client';
import {
  type KeyKind,
  type KeyValue,
  type KeysetQuery,
  keysetQuery,
  keysetScope,
  pageOf,
  readPosition,
} from './keyset';
import { likeContains } from './like';

/**
 * One page of a list at any size: keyset paging, a bounded count, and a search that either walks
 * the sort index or is led by its own index (docs/decisions/0036-lists-at-a-million-rows.md).
 * Every list with a `cursor` parameter reads its page here.
 */

/** A search's total is counted exactly up to this many matches, and estimated beyond. */
export const exactCountBound = 10_000;

export interface ListOptions {
  /** Matches counted exactly at most (tests make it small). */
  exactUpTo?: number;
  /** About how many rows the estimate samples. */
  sampleRows?: number;
}

type Columns = Record<string, AnyPgColumn>;
type RowOf<C extends Columns> = { [K in keyof C]: C[K]['_']['data'] };

export interface ListPageQuery {
  cursor?: string | undefined;
  page: number;
  perPage: number;
  q?: string | undefined;
  sort: 'asc' | 'desc';
}

export interface ListPageInput<C extends Columns> {
  db: Db;
  table: PgTable;
  /** The reply's columns. */
  columns: C;
  /** The list's name and everything a cursor must not outlive: sort, direction, filters. */
  scope: readonly unknown[];
  query: ListPageQuery;
  /** Conditions every row of the list meets (its owner, its filters). */
  filters: readonly (SQL | undefined)[];
  /** The lower-cased text `q` is a substring of (a stored `search` column, trigram-indexed). */
  search?: AnyPgColumn;
  /**
   * The condition an index serves for a `q` of one or two letters, which has no trigram (for
   * example a GIN index on `user_search_grams(search)`); the LIKE rechecks it.
   */
  shortSearch?: (q: string) => SQL;
  /** The sort key exactly as the sort index has it (a column, or `col collate "C"`). */
  sortKey: SQL;
  keyKind: KeyKind;
  /**
   * The sort key in a form no index has, for a search led by its own index: by default `key || ''`
   * for text and `key + 0` for numbers (a timestamp needs `key + interval '0'`).
   */
  ledKey?: SQL;
  /** The tie-break: unique, last column of the sort index. */
  id: AnyPgColumn;
  /** A row's cursor value: its sort key and id as the reply carries them. */
  keyOf: (row: RowOf<C>) => { value: KeyValue; id: number };
  /** The exact total without a search, when the list keeps it cheaply (kept counts). */
  countWithoutSearch?: () => Promise<number>;
  options?: ListOptions;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  totalExact: boolean;
  cursors: Cursors;
}

/** About how many rows the table holds: the planner's figure, kept by ANALYZE. */
async function tableRows(db: Db, table: PgTable) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = ${getTableName(table)}::regclass`,
  );
  return Number(row?.n ?? 0);
}

/**
 * About how many rows match `where`, and how many match `alone` (the search without the filters):
 * a block sample of about `sampleRows` rows, scaled to the table. REPEATABLE keeps one query's
 * estimate the same from page to page. Small tables are read whole, so their figures are exact.
 */
async function estimateMatches(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  alone: SQL | undefined,
  sampleRows: number,
) {
  const all = await tableRows(db, table);
  const percent = all <= sampleRows ? 100 : (100 * sampleRows) / all;
  const [row] = await selectRows<{ sampled: number; hits: number; alone: number }>(
    db,
    sql`
    select count(*)::int as sampled, count(*) filter (where ${where ?? sql`true`})::int as hits,
      count(*) filter (where ${alone ?? sql`true`})::int as alone
    from ${table} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (27)`,
  );
  if (!row || row.sampled === 0) return { matches: 0, alone: 0, all };
  if (percent === 100) return { matches: row.hits, alone: row.alone, all: row.sampled };
  const scale = all / row.sampled;
  return { matches: row.hits * scale, alone: row.alone * scale, all };
}

/** Counts up to `bound + 1` matches: past the bound the exact figure is not worth its cost. */
async function countUpTo(db: Db, table: PgTable, where: SQL | undefined, bound: number) {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${table} where ${where ?? sql`true`} limit ${bound + 1}) as m`,
  );
  return row?.n ?? 0;
}

export async function listPage<C extends Columns>(
  input: ListPageInput<C>,
): Promise<ListPage<RowOf<C>>> {
  const { db, table, query, sortKey, id } = input;
  // Typed loosely inside, as the reply's rows are typed by `RowOf<C>` outside.
  const columns: Columns = input.columns;
  const bound = input.options?.exactUpTo ?? exactCountBound;
  const sampleRows = input.options?.sampleRows ?? 10_000;
  const q = input.search ? query.q : undefined;
  const scope = keysetScope([...input.scope, q ?? '']);
  const position = readPosition(query.cursor, query.page, query.perPage, scope, input.keyKind);
  const filters = input.filters;
  const like = q && input.search ? sql`${input.search} like ${likeContains(q)}` : undefined;
  const filtered = and(...filters);
  const kept = !q && input.countWithoutSearch ? await input.countWithoutSearch() : undefined;
  const sample =
    kept === undefined
      ? await estimateMatches(db, table, and(filtered, like), like, sampleRows)
      : { matches: kept, alone: kept, all: kept };
  const estimate = sample.matches;
  // The pieces' index serves a short search only while its matches are few: for one that matches
  // most rows the planner may scan the table and compute the pieces of every row (seconds at
  // 20,000 rows for "a"), where the LIKE alone stops at the page's or the count's end. The index
  // knows nothing of the filters, so what counts is how many rows the search alone matches: "z"
  // among editors read every "z" of the table off it (1.1 s at a million users).
  const selective = sample.alone * 20 < sample.all;
  const matches =
    q && like && q.length <= 2 && input.shortSearch && selective
      ? sql`${input.shortSearch(q)} and ${like}`
      : like;
  const descending = query.sort === 'desc';
  // Past twice the bound, the estimate is far enough from it to be trusted on which side it is.
  const counting =
    kept === undefined && estimate <= 2 * bound
      ? countUpTo(db, table, and(filtered, matches), bound)
      : Promise.resolve(undefined);
  const totals = (exact: number | undefined) => {
    const totalExact = kept !== undefined || (exact !== undefined && exact <= bound);
    const total =
      kept !== undefined
        ? kept
        : totalExact
          ? (exact ?? 0)
          : Math.max(Math.round(estimate), bound + 1);
    return { total, totalExact };
  };
  // With an exact total the last page holds what page numbers would put there (53 rows by 10:
  // 3), so that the pages before it, reached by `prev`, are the numbered pages too. Only then
  // does the count come before the read; otherwise the two run together.
  const last = position.kind === 'last' ? totals(await counting) : undefined;
  const pageSize =
    last?.totalExact && last.total > 0
      ? last.total % query.perPage || query.perPage
      : query.perPage;
  const plain = keysetQuery(sortKey, sql`${id}`, descending, position, pageSize);
  // A page is read in two steps: the ids in the list's order, from the sort index alone where it
  // holds every column the filters and the search read (an index-only walk: no heap row is
  // visited for the rows it passes over), then the page's rows by primary key.
  const readIds = (where: SQL | undefined, page: KeysetQuery) =>
    db
      .select({ beaconId: sql<number>`${id}` })
      .from(table)
      .where(and(filtered, where, page.where))
      .orderBy(...page.orderBy)
      .limit(page.limit)
      .offset(page.offset);
  const searchLed = () => {
    // A sort key no index has: the search's own index leads, then every match is sorted. Left
    // free, the planner may walk a sort index and discard most of a million rows.
    const key =
      input.ledKey ?? (input.keyKind === 'text' ? sql`${sortKey} || ''` : sql`${sortKey} + 0`);
    return readIds(matches, keysetQuery(key, sql`${id}`, descending, position, pageSize));
  };
  // A search either walks the sort index from the page's start, keeping matches (cheap while they
  // are dense), or is led by its own index and sorts every match (cheap while they are few):
  // whichever reads fewer rows. Matches may bunch in the sort order, so the walk reads at most a
  // few times what the estimate expects (or as many rows as the led read would), then gives way.
  const wanted = plain.offset + plain.limit;
  const walkRows = estimate === 0 ? Number.POSITIVE_INFINITY : (wanted * sample.all) / estimate;
  const walk = (text: string, search: AnyPgColumn) => {
    // The sort key is an output column, so the planner knows the walk's order holds outside it:
    // the walk stops as soon as a page has filled, with no sort of everything it could read.
    const walked = db
      .select({
        beaconId: sql<number>`${id}`.as('beacon_id'),
        beaconSearch: sql<string>`${search}`.as('beacon_search'),
        beaconKey: sql`${sortKey}`.as('beacon_key'),
      })
      .from(table)
      .where(and(filtered, plain.where))
      .orderBy(...plain.orderBy)
      .limit(Math.ceil(Math.max(3 * walkRows + 1000, estimate)))
      .as('walked');
    const outer = keysetQuery(
      sql`${walked.beaconKey}`,
      sql`${walked.beaconId}`,
      descending,
      position,
      pageSize,
    );
    return (
      db
        .select({ beaconId: walked.beaconId })
        .from(walked)
        // strpos, which no index serves: the walk stays a walk.
        .where(sql`strpos(${walked.beaconSearch}, lower(${text})) > 0`)
        .orderBy(...outer.orderBy)
        .limit(outer.limit)
        .offset(outer.offset)
    );
  };
  const readPageIds = async () => {
    if (!q || !input.search) return readIds(undefined, plain);
    if (walkRows > estimate) return searchLed();
    const walked = await walk(q, input.search);
    return walked.length === plain.limit ? walked : searchLed();
  };
  const readPage = async (): Promise<RowOf<C>[]> => {
    const ids = (await readPageIds()).map((row) => Number(row.beaconId));
    if (ids.length === 0) return [];
    const found = (await db
      .select({ ...columns, beaconId: sql<number>`${id}` })
      .from(table)
      .where(inArray(id, ids))) as (RowOf<C> & { beaconId?: number })[];
    const byId = new Map(found.map((row) => [Number(row.beaconId), row]));
    // A row deleted between the two reads is left out of the page.
    return ids.flatMap((rowId) => {
      const row = byId.get(rowId);
      if (!row) return [];
      const rest = { ...row };
      delete rest.beaconId;
      return [rest];
    });
  };
  const [fetched, exact] = await Promise.all([readPage(), counting]);
  const { rows, cursors } = pageOf(fetched, position, pageSize, scope, input.keyOf);
  return { rows, ...totals(exact), cursors };
}
