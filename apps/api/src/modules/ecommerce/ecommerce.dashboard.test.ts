import type { OrderAddress } from '@beacon/contract/ecommerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Range } from '../../lib/time-series';
import { backends, useTestApp } from '../../test/harness';
import { ecommerceDashboard } from './ecommerce.dashboard';
import { buyers, orders } from './ecommerce.table';

const address: OrderAddress = {
  fullName: 'Ada Brooks',
  mobile: '5550100',
  houseNumber: '1',
  landmark: '',
  city: 'Lisbon',
  pincode: '1000',
  state: 'Lisboa',
  type: 'home',
};

const customers: NonNullable<typeof ecommerceDashboard.customers> = (db, range) => {
  if (!ecommerceDashboard.customers) throw new Error('the shop gives no customers figure');
  return ecommerceDashboard.customers(db, range);
};

/**
 * From the first of the month `from` months after now's (UTC) to the first of the month `to`
 * months after it, or to now; the customers figure reads nothing else of a range.
 */
function months(now: Date, from: number, to?: number): Range {
  const first = (months: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const start = first(from);
  const end = to === undefined ? now : first(to);
  return { from: start, to: end, previousFrom: start, buckets: 1, edges: [start] };
}

describe.each(backends)('the customers card on %s', (backend) => {
  const t = useTestApp(backend);
  const now = new Date();
  // The calendar month before this one, and the twelve months up to now, as the cards' periods.
  const month = months(now, -1, 0);
  const day = 86_400_000;
  const before = new Date(month.from.getTime() - 3 * day);
  const during = new Date(month.from.getTime() + 3 * day);
  const after = new Date(month.to.getTime() + 1000);

  async function buyer(
    name: string,
    ...times: Date[]
  ): Promise<{ id: number; orderIds: number[] }> {
    const { userData } = await t.signUp(name);
    const rows = await t.db
      .insert(orders)
      .values(
        times.map((createdAt) => ({
          userId: userData.id,
          createdAt,
          paymentMethod: 'card',
          address,
          itemsCount: 1,
          mrp: 10,
          discount: 0,
          delivery: 0,
          total: 10,
        })),
      )
      .returning({ id: orders.id });
    return { id: userData.id, orderIds: rows.map((row) => row.id) };
  }

  it('tells new from returning buyers of a past month, also when their orders straddle it', async () => {
    const counted = () => customers(t.db, month);
    const start = await counted();
    await buyer('cust.new', during, after);
    await buyer('cust.returning', before, during);
    await buyer('cust.around', before, after);
    const both = await buyer('cust.both', before, during, after);
    await buyer('cust.later', after);
    expect(await counted()).toEqual({ new: start.new + 1, returning: start.returning + 2 });

    // Deleting the order in the month makes its buyer one who ordered around it.
    const [inMonth] = both.orderIds.slice(1, 2);
    await t.db.delete(orders).where(eq(orders.id, inMonth ?? 0));
    expect(await counted()).toEqual({ new: start.new + 1, returning: start.returning + 1 });
    const [times] = await t.db.select().from(buyers).where(eq(buyers.userId, both.id));
    expect(times).toEqual({ userId: both.id, firstAt: before, lastAt: after });

    // A buyer whose last order goes is no buyer.
    for (const id of both.orderIds) await t.db.delete(orders).where(eq(orders.id, id));
    expect(await t.db.select().from(buyers).where(eq(buyers.userId, both.id))).toEqual([]);
  });

  it('counts the buyers of a range that ends now by their first order', async () => {
    const year = months(now, -11);
    const start = await customers(t.db, year);
    await buyer('cust.old', new Date(year.from.getTime() - day), before);
    await buyer('cust.fresh', before);
    expect(await customers(t.db, year)).toEqual({
      new: start.new + 1,
      returning: start.returning + 1,
    });
  });
});
