import {
  type AnyColumn,
  type SQL,
  and,
  countDistinct,
  eq,
  exists,
  gt,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import { accountDays, refreshTokens } from './modules/auth/auth.table';
import { chatMembers, chatMessages } from './modules/chat/chat.table';
import type { DashboardSources, Trend } from './modules/dashboard/dashboard.deps';
import { type Range, bucketOfDay } from './modules/dashboard/dashboard.periods';
import { buyers, orderDays, orders } from './modules/ecommerce/ecommerce.table';
import { invoiceDays } from './modules/invoice/invoice.table';
import { tasks } from './modules/todo/todo.table';

// The dashboard's aggregates over other modules' tables, handed to the dashboard module by app.ts.
// Each reads one indexed range of rows and groups it once; amounts come back in dollars.

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const day = (date: Date) => date.toISOString().slice(0, 10);
const within = (column: AnyColumn | SQL | SQL.Aliased, from: Date, to: Date) =>
  sql`${column} >= ${at(from)} and ${column} < ${at(to)}`;
/**
 * The chart point (1…buckets) a time falls in, by the range's edges. Literal numbers, not
 * parameters, so that the same expression can be grouped by position.
 */
const bucketOf = (column: AnyColumn | SQL, range: Range) =>
  sql<number>`width_bucket(extract(epoch from ${column})::float8, ${sql.raw(`array[${range.edges.map((edge) => edge.getTime() / 1000).join(',')}]::float8[]`)})`;

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

function trend(rows: { bucket: number; value: unknown }[], buckets: number, money = false): Trend {
  const series = Array.from({ length: buckets }, () => 0);
  for (const row of rows) {
    const i = Number(row.bucket) - 1;
    if (i >= 0 && i < buckets) series[i] = (series[i] ?? 0) + Number(row.value ?? 0);
  }
  const rounded = money ? series.map(cents) : series;
  return {
    total: rounded.reduce((sum, value) => (money ? cents(sum + value) : sum + value), 0),
    series: rounded,
  };
}

const byPosition = sql`1`;

/** Daily figures added up over the range, and per chart point (a day before the first: total only). */
function byDay(range: Range, rows: { day: string; value: unknown }[], money = false): Trend {
  const series = Array.from({ length: range.buckets }, () => 0);
  let total = 0;
  for (const row of rows) {
    const value = Number(row.value ?? 0);
    total += value;
    const i = bucketOfDay(range, row.day);
    if (i >= 0) series[i] = (series[i] ?? 0) + value;
  }
  return money ? { total: cents(total), series: series.map(cents) } : { total, series };
}

/** `column` (a date) from the range's first day to the day its end falls in. */
const daysWithin = (column: AnyColumn, range: Range) =>
  sql`${column} >= ${day(range.from)} and ${column} <= ${day(new Date(range.to.getTime() - 1))}`;

export const dashboardSources: DashboardSources = {
  orders: async (db, range) => {
    const rows = await db
      .select({
        day: orderDays.day,
        count: sql<number>`sum(${orderDays.orders})::int`,
        revenue: sql<string>`sum(${orderDays.revenue})`,
      })
      .from(orderDays)
      .where(daysWithin(orderDays.day, range))
      .groupBy(orderDays.day);
    return {
      count: byDay(
        range,
        rows.map((row) => ({ day: row.day, value: row.count })),
      ),
      revenue: byDay(
        range,
        rows.map((row) => ({ day: row.day, value: row.revenue })),
        true,
      ),
    };
  },

  orderStates: async (db, range) => {
    const rows = await db
      .select({ status: orderDays.status, n: sql<number>`sum(${orderDays.orders})::int` })
      .from(orderDays)
      .where(daysWithin(orderDays.day, range))
      .groupBy(orderDays.status);
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    return { delivered: of('delivered'), placed: of('placed'), cancelled: of('cancelled') };
  },

  customers: async (db, range) => {
    const from = at(range.from);
    const to = at(range.to);
    // A buyer whose first or latest order falls in the range ordered in it; one whose orders
    // start before and end after it (only a range ending before now has those) is looked up.
    const orderedWithin = db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.userId, buyers.userId), within(orders.createdAt, range.from, range.to)));
    const [row] = await db
      .select({
        new: sql<number>`count(*) filter (where ${buyers.firstAt} >= ${from})::int`,
        returning: sql<number>`count(*) filter (where ${buyers.firstAt} < ${from})::int`,
      })
      .from(buyers)
      .where(
        and(
          sql`${buyers.lastAt} >= ${from} and ${buyers.firstAt} < ${to}`,
          or(sql`${buyers.firstAt} >= ${from} or ${buyers.lastAt} < ${to}`, exists(orderedWithin)),
        ),
      );
    return { new: Number(row?.new ?? 0), returning: Number(row?.returning ?? 0) };
  },

  monthly: async (db, year) => {
    const from = new Date(Date.UTC(year, 0, 1));
    const to = new Date(Date.UTC(year + 1, 0, 1));
    const month = (column: AnyColumn) => sql<number>`extract(month from ${column})::int`;
    const [placed, issued] = await Promise.all([
      db
        .select({ month: month(orderDays.day), value: sql<string>`sum(${orderDays.revenue})` })
        .from(orderDays)
        .where(sql`${orderDays.day} >= ${day(from)} and ${orderDays.day} < ${day(to)}`)
        .groupBy(byPosition),
      db
        .select({
          month: month(invoiceDays.day),
          value: sql<string>`sum(${invoiceDays.invoiced}) / 100.0`,
        })
        .from(invoiceDays)
        .where(sql`${invoiceDays.day} >= ${day(from)} and ${invoiceDays.day} < ${day(to)}`)
        .groupBy(byPosition),
    ]);
    const months = (rows: { month: number; value: unknown }[]) =>
      trend(
        rows.map((r) => ({ bucket: r.month, value: r.value })),
        12,
        true,
      ).series;
    return { orders: months(placed), invoices: months(issued) };
  },

  payments: async (db, range) => {
    const rows = await db
      .select({ day: invoiceDays.day, value: sql<string>`${invoiceDays.paid} / 100.0` })
      .from(invoiceDays)
      .where(daysWithin(invoiceDays.day, range));
    return byDay(range, rows, true);
  },

  accounts: async (db, range) => {
    const [[all], rows] = await Promise.all([
      db
        .select({ n: sql<number>`coalesce(sum(${accountDays.accounts}), 0)::int` })
        .from(accountDays),
      db
        .select({ day: accountDays.day, value: accountDays.accounts })
        .from(accountDays)
        .where(daysWithin(accountDays.day, range)),
    ]);
    return { total: Number(all?.n ?? 0), series: byDay(range, rows).series };
  },

  signIns: async (db, range) => {
    // A family is one sign-in; its first token was made when the person signed in.
    const signIns = db
      .select({
        accountId: refreshTokens.accountId,
        at: sql<string>`min(${refreshTokens.createdAt})`.as('at'),
        firstAt:
          sql<string>`min(min(${refreshTokens.createdAt})) over (partition by ${refreshTokens.accountId})`.as(
            'first_at',
          ),
      })
      .from(refreshTokens)
      .where(within(refreshTokens.createdAt, range.previousFrom, range.to))
      .groupBy(refreshTokens.familyId, refreshTokens.accountId)
      .as('sign_ins');
    const current = sql`${signIns.at} >= ${at(range.from)}`;
    const [row] = await db
      .select({
        sessions: sql<number>`count(*) filter (where ${current})::int`,
        previous: sql<number>`count(*) filter (where not ${current})::int`,
        users: sql<number>`count(distinct ${signIns.accountId}) filter (where ${current})::int`,
        returning: sql<number>`count(distinct ${signIns.accountId}) filter (where ${current} and ${signIns.firstAt} < ${at(range.from)})::int`,
      })
      .from(signIns);
    const rows = await db
      .select({
        bucket: bucketOf(refreshTokens.createdAt, range),
        value: countDistinct(refreshTokens.familyId),
      })
      .from(refreshTokens)
      .where(within(refreshTokens.createdAt, range.from, range.to))
      .groupBy(byPosition);
    return {
      count: { total: Number(row?.sessions ?? 0), series: trend(rows, range.buckets).series },
      previous: Number(row?.previous ?? 0),
      users: Number(row?.users ?? 0),
      returning: Number(row?.returning ?? 0),
    };
  },

  activeUsers: async (db, range) => {
    const [[live], rows] = await Promise.all([
      db
        .select({ n: countDistinct(refreshTokens.accountId) })
        .from(refreshTokens)
        .where(
          and(
            isNull(refreshTokens.revokedAt),
            isNull(refreshTokens.rotatedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
          ),
        ),
      db
        .select({
          bucket: bucketOf(refreshTokens.createdAt, range),
          value: countDistinct(refreshTokens.accountId),
        })
        .from(refreshTokens)
        .where(within(refreshTokens.createdAt, range.from, range.to))
        .groupBy(byPosition),
    ]);
    return { total: live?.n ?? 0, series: trend(rows, range.buckets).series };
  },

  tasks: async (db) => {
    const [row] = await db
      .select({
        completed: sql<number>`count(*) filter (where ${tasks.isCompleted})::int`,
        open: sql<number>`count(*) filter (where not ${tasks.isCompleted})::int`,
      })
      .from(tasks)
      .where(sql`not ${tasks.isDeleted}`);
    return { completed: Number(row?.completed ?? 0), open: Number(row?.open ?? 0) };
  },

  support: async (db, range) => {
    const thread = sql`(partition by ${chatMessages.chatId} order by ${chatMessages.id})`;
    const ordered = db
      .select({
        chatId: chatMessages.chatId,
        at: sql<string>`${chatMessages.time}`.as('at'),
        sender: sql<number>`${chatMessages.senderId}`.as('sender'),
        beforeAt: sql<string>`lag(${chatMessages.time}) over ${thread}`.as('before_at'),
        beforeSender: sql<number>`lag(${chatMessages.senderId}) over ${thread}`.as('before_sender'),
        firstAt:
          sql<string>`min(${chatMessages.time}) over (partition by ${chatMessages.chatId})`.as(
            'first_at',
          ),
      })
      .from(chatMessages)
      .as('ordered');
    const [row] = await db
      .select({
        total: sql<number>`count(distinct ${ordered.chatId})::int`,
        new: sql<number>`count(distinct ${ordered.chatId}) filter (where ${within(ordered.firstAt, range.from, range.to)})::int`,
        hours: sql<
          string | null
        >`avg(extract(epoch from ${ordered.at} - ${ordered.beforeAt}) / 3600) filter (where ${ordered.sender} <> ${ordered.beforeSender} and ${within(ordered.at, range.from, range.to)})`,
      })
      .from(ordered);
    const [open] = await db
      .select({ n: countDistinct(chatMembers.chatId) })
      .from(chatMembers)
      .where(gt(chatMembers.unseen, 0));
    return {
      total: Number(row?.total ?? 0),
      new: Number(row?.new ?? 0),
      open: open?.n ?? 0,
      responseHours: Math.round(Number(row?.hours ?? 0) * 10) / 10,
    };
  },
};
