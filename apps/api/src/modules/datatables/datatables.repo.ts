import {
  type TableDataQuery,
  type TableRowBody,
  type TableRowSortColumn,
  tableRowsMax,
} from '@beacon/contract/datatables';
import { type SQL, and, asc, count, desc, eq, gte, ilike, like, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likeContains } from '../../lib/like';
import { searchText, toTableRow } from './datatables.format';
import { sampleRows } from './datatables.samples';
import { tableRows } from './datatables.table';

const sortColumns: Record<TableRowSortColumn, AnyPgColumn> = {
  id: tableRows.id,
  full_name: tableRows.fullName,
  post: tableRows.post,
  email: tableRows.email,
  city: tableRows.city,
  start_date: tableRows.startDate,
  salary: tableRows.salary,
  age: tableRows.age,
  experience: tableRows.experience,
  status: tableRows.status,
};

const toCents = (dollars: number) => Math.round(dollars * 100);

function conditions(query: TableDataQuery): SQL | undefined {
  const filters: SQL[] = [];
  // `search` is stored lower-cased and likeContains lower-cases q: a plain LIKE uses the trigram
  // index without lower-casing every row again.
  if (query.q) filters.push(like(tableRows.search, likeContains(query.q)));
  const contains = [
    [tableRows.fullName, query.full_name],
    [tableRows.email, query.email],
    [tableRows.post, query.post],
    [tableRows.city, query.city],
  ] as const;
  for (const [column, value] of contains)
    if (value) filters.push(ilike(column, likeContains(value)));
  if (query.startFrom) filters.push(gte(tableRows.startDate, query.startFrom));
  if (query.startTo) filters.push(lte(tableRows.startDate, query.startTo));
  if (query.salaryMin !== undefined) filters.push(gte(tableRows.salary, toCents(query.salaryMin)));
  if (query.salaryMax !== undefined) filters.push(lte(tableRows.salary, toCents(query.salaryMax)));
  return filters.length > 0 ? and(...filters) : undefined;
}

export async function allRows(db: Db) {
  return (await db.select().from(tableRows).orderBy(asc(tableRows.id))).map(toTableRow);
}

// Every column but `search`, which only the filters read.
const shown = {
  id: tableRows.id,
  avatar: tableRows.avatar,
  fullName: tableRows.fullName,
  post: tableRows.post,
  email: tableRows.email,
  city: tableRows.city,
  startDate: tableRows.startDate,
  salary: tableRows.salary,
  age: tableRows.age,
  experience: tableRows.experience,
  status: tableRows.status,
};

/**
 * A filtered page carries its total (count(*) over ()), so the filters run once instead of twice:
 * short searches (under three characters) cannot use the trigram index and scan every row. Only
 * a page past the end needs its own count. Unfiltered, the sort index serves the page directly.
 */
async function pageOf(db: Db, query: TableDataQuery) {
  const where = conditions(query);
  const direction = query.sort === 'asc' ? asc : desc;
  // The id breaks ties, so the pages of one sort partition the rows.
  const order = [direction(sortColumns[query.sortColumn]), direction(tableRows.id)];
  const offset = (query.page - 1) * query.perPage;
  const countAll = async () =>
    (await db.select({ n: count() }).from(tableRows).where(where))[0]?.n ?? 0;
  if (!where) {
    const [rows, total] = await Promise.all([
      db
        .select(shown)
        .from(tableRows)
        .orderBy(...order)
        .limit(query.perPage)
        .offset(offset),
      countAll(),
    ]);
    return { rows, total };
  }
  const rows = await db
    .select({ ...shown, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(tableRows)
    .where(where)
    .orderBy(...order)
    .limit(query.perPage)
    .offset(offset);
  const total = rows[0]?.total ?? (query.page > 1 ? await countAll() : 0);
  return { rows, total };
}

export async function listRows(db: Db, query: TableDataQuery) {
  const [{ rows, total }, all] = await Promise.all([
    pageOf(db, query),
    query.allData === 'true' ? allRows(db) : Promise.resolve([]),
  ]);
  return { allData: all, invoices: rows.map(toTableRow), total };
}

function fields(body: TableRowBody) {
  const row = {
    fullName: body.full_name,
    post: body.post,
    email: body.email,
    city: body.city,
    startDate: body.start_date,
    salary: toCents(body.salary),
    age: body.age ?? null,
    experience: body.experience,
    status: body.status,
  };
  return { ...row, search: searchText(row) };
}

export async function createRow(db: Db, body: TableRowBody) {
  const [row] = await db.insert(tableRows).values(fields(body)).returning();
  if (!row) throw new Error('row not created');
  return toTableRow(row);
}

/** The avatar is not part of the form: an edited row keeps its own. */
export async function updateRow(db: Db, id: number, body: TableRowBody) {
  const [row] = await db
    .update(tableRows)
    .set(fields(body))
    .where(eq(tableRows.id, id))
    .returning();
  return row && toTableRow(row);
}

export async function deleteRow(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(tableRows)
    .where(eq(tableRows.id, id))
    .returning({ id: tableRows.id });
  return deleted.length > 0;
}

/**
 * Appends `count` sample rows, each generated from the id it gets; refuses (returns the room left)
 * when the table would pass tableRowsMax. The lock makes the check and the insert one step.
 */
export function generateRows(db: Db, wanted: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${tableRows} in share row exclusive mode`);
    const [counted] = await tx.select({ n: count() }).from(tableRows);
    const total = counted?.n ?? 0;
    if (total + wanted > tableRowsMax)
      return { ok: false as const, room: Math.max(0, tableRowsMax - total) };
    // Ids from the identity sequence, so they never reuse those of deleted rows.
    const ids = await tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('table_rows', 'id'))::int` })
      .from(sql`generate_series(1, ${wanted})`);
    const rows = sampleRows(ids.map(({ id }) => id));
    for (let at = 0; at < rows.length; at += 1_000)
      await tx.insert(tableRows).values(rows.slice(at, at + 1_000));
    return { ok: true as const, total: total + wanted };
  });
}
