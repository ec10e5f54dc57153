import type { OrderAddress } from '@beacon/contract/ecommerce';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardSources } from './dashboard-sources';
import { rangeOf } from './modules/dashboard/dashboard.periods';
import { buyers, orders } from './modules/ecommerce/ecommerce.table';
import { backends, useTestApp } from './test/harness';

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

describe.each(backends)('the customers card on %s', (backend) => {
  const t = useTestApp(backend);
  const now = new Date();
  const month = rangeOf('last-month', now);
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
    const counted = () => dashboardSources.customers(t.db, month);
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
    const year = rangeOf('last-year', now);
    const start = await dashboardSources.customers(t.db, year);
    await buyer('cust.old', new Date(year.from.getTime() - day), before);
    await buyer('cust.fresh', before);
    expect(await dashboardSources.customers(t.db, year)).toEqual({
      new: start.new + 1,
      returning: start.returning + 1,
    });
  });
});
