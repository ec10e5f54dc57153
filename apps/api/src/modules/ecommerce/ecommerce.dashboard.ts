import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Contributions } from '../../lib/module';
import {
  at,
  byDay,
  byPosition,
  daysOfYear,
  daysWithin,
  month,
  months,
  within,
} from '../../lib/time-series';
import { buyers, orderDays, orders } from './ecommerce.table';

/** The dashboards' figures over the shop's orders and buyers. */
export const ecommerceDashboard: Contributions['dashboard'] = {
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

  monthlyOrders: async (db, year) =>
    months(
      await db
        .select({ month: month(orderDays.day), value: sql<string>`sum(${orderDays.revenue})` })
        .from(orderDays)
        .where(daysOfYear(orderDays.day, year))
        .groupBy(byPosition),
    ),
};
