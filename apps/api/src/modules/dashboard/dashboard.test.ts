import type { AddressReply, OrderReply } from '@beacon/contract/ecommerce';
import {
  type AutocompleteReply,
  analyticsCards,
  analyticsPeriods,
  statisticsCards,
} from '@beacon/contract/dashboard';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { rangeOf } from './dashboard.periods';

type Card = Record<string, unknown> & { series?: { name: string; data: number[] }[] };

const paths = [
  ...analyticsCards.map((card) => `/card/card-analytics/${card}`),
  ...statisticsCards.map((card) => `/card/card-statistics/${card}`),
];

describe('periods', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('spans the 28 days up to now, the month before, and the twelve months up to now, in whole days', () => {
    expect(rangeOf('last-28-days', now)).toMatchObject({
      from: new Date('2026-10-29T00:00:00Z'),
      to: now,
      previousFrom: new Date('2026-10-01T00:00:00Z'),
    });
    expect(rangeOf('last-month', now)).toMatchObject({
      from: new Date('2026-10-01T00:00:00Z'),
      to: new Date('2026-11-01T00:00:00Z'),
      previousFrom: new Date('2026-09-01T00:00:00Z'),
    });
    const year = rangeOf('last-year', now);
    expect(year).toMatchObject({
      from: new Date('2025-12-01T00:00:00Z'),
      to: now,
      previousFrom: new Date('2024-12-01T00:00:00Z'),
      buckets: 12,
    });
    expect(year.edges[11]).toEqual(new Date('2026-11-01T00:00:00Z'));
    // Every chart point starts on a UTC midnight, the first on the range's start.
    expect(year.edges).toHaveLength(12);
    expect(year.edges[0]).toEqual(year.from);
    expect(year.edges.every((edge) => edge.getTime() % 86_400_000 === 0)).toBe(true);
    expect(
      rangeOf('last-28-days', now).edges.map((edge) => edge.toISOString().slice(0, 10)),
    ).toEqual(['2026-10-29', '2026-11-05', '2026-11-12', '2026-11-19']);
  });
});

describe.each(backends)('dashboard cards on %s', (backend) => {
  const t = useTestApp(backend);
  const card = async <T = Card>(path: string, token?: string) => {
    const reply = await t.call<T>('GET', path, { token: token ?? (await t.tokenOf('admin')) });
    expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };

  it('answers 401 without a token, 403 to the client and 400 for an unknown period', async () => {
    const client = await t.tokenOf('client');
    for (const path of [...paths, '/api/autocomplete/data']) {
      expect((await t.call('GET', path)).status, path).toBe(401);
      expect((await t.call('GET', path, { token: client })).status, path).toBe(403);
    }
    const admin = await t.tokenOf('admin');
    const bad = await t.call('GET', '/card/card-analytics/customers?period=forever', {
      token: admin,
    });
    expect(bad.status).toBe(400);
  });

  it('gives every card its fields as numbers, the three periods, and marks sample data', async () => {
    for (const path of paths) {
      const body = await card(path);
      if ('last_days' in body) expect(body.last_days, path).toEqual([...analyticsPeriods]);
      for (const series of body.series ?? [])
        for (const value of series.data) expect(typeof value, path).toBe('number');
    }
    const tracker = await card('/card/card-analytics/support-tracker?period=last-year');
    expect(tracker).toMatchObject({ title: 'Support Tracker', period: 'Last Year' });
    for (const key of ['totalTicket', 'newTicket', 'openTicket', 'responseTime'])
      expect(typeof tracker[key], key).toBe('number');
    expect(await card('/card/card-analytics/sessions-device')).toMatchObject({ sample: true });
    expect(await card('/card/card-statistics/site-traffic')).toMatchObject({ sample: true });
    expect(await card('/card/card-statistics/newsletter')).toMatchObject({ sample: true });
    expect(await card('/card/card-statistics/orders')).not.toHaveProperty('sample');
    expect((await card('/card/card-statistics/orders-bar-chart?period=last-year')).series).toEqual([
      { name: 'Orders', data: expect.any(Array) as unknown },
    ]);
    const yearly = await card<{ series: { data: number[] }[] }>(
      '/card/card-statistics/orders?period=last-year',
    );
    expect(yearly.series[0]?.data).toHaveLength(12);
  });

  it('counts a new order and its total in the orders and revenue cards', async () => {
    const ordersOf = async () =>
      (await card<{ analyticsData: { orders: number } }>('/card/card-statistics/orders'))
        .analyticsData.orders;
    const revenueOf = async () =>
      (await card<{ analyticsData: { revenue: number } }>('/card/card-statistics/revenue'))
        .analyticsData.revenue;
    const monthOf = async () =>
      (await card<{ thisMonth: number }>('/card/card-analytics/revenue')).thisMonth;
    const [orders, revenue, month] = [await ordersOf(), await revenueOf(), await monthOf()];

    const buyer = t.as('/apps/ecommerce', (await t.signUp('dash.buyer')).token);
    const api = await buyer;
    await api.post('/cart', { productId: 4 });
    const { body } = await api.post<AddressReply>('/addresses', {
      fullName: 'Ada Lovelace',
      mobile: '5550100',
      houseNumber: '12 Analytical Row',
      city: 'London',
      pincode: 'NW1 2AB',
      state: 'Greater London',
      type: 'home',
    });
    const placed = await api.post<OrderReply>('/orders', {
      addressId: body.address.id,
      paymentMethod: 'card',
    });
    expect(placed.status).toBe(201);
    const total = placed.body.order.totals.total;

    expect(await ordersOf()).toBe(orders + 1);
    expect(await revenueOf()).toBeCloseTo(revenue + total, 2);
    expect(await monthOf()).toBeCloseTo(month + total, 2);
    const states = await card<{ chart_info: { pending: number } }>(
      '/card/card-analytics/product-orders',
    );
    expect(states.chart_info.pending).toBeGreaterThanOrEqual(1);
    const buyers = await card<{ listData: { text: string; result: number }[] }>(
      '/card/card-analytics/customers',
    );
    expect(buyers.listData.find((row) => row.text === 'New')?.result).toBeGreaterThanOrEqual(1);
  });

  it('adds a payment to the profit card and a sign-up to the subscribers', async () => {
    const admin = await t.tokenOf('admin');
    const profitOf = async () =>
      (await card<{ statistics: number }>('/card/card-statistics/profit-line-chart')).statistics;
    const subscribersOf = async () =>
      (await card<{ analyticsData: { subscribers: number } }>('/card/card-statistics/subscribers'))
        .analyticsData.subscribers;
    const [profit, subscribers] = [await profitOf(), await subscribersOf()];

    const today = new Date().toISOString().slice(0, 10);
    const written = await t.call<{ invoice: { id: number } }>('POST', '/apps/invoice/invoices', {
      token: admin,
      body: {
        client: { name: 'Ada Brooks', company: 'Brooks Ltd', companyEmail: 'ada@brooks.example' },
        issuedOn: today,
        dueOn: today,
        items: [{ item: 'Software Development', description: '', cost: 100, qty: 1 }],
      },
    });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const paid = await t.call(
      'POST',
      `/apps/invoice/invoices/${written.body.invoice.id}/payments`,
      {
        token: admin,
        body: { amount: 12.34, date: today, method: 'Bank Transfer' },
      },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(await profitOf()).toBeCloseTo(profit + 12.34, 2);

    await t.signUp('dash.subscriber');
    expect(await subscribersOf()).toBe(subscribers + 1);
    const sessions = await card<{ sessions: number; users: number }>(
      '/card/card-analytics/avg-sessions',
    );
    expect(sessions.sessions).toBeGreaterThanOrEqual(1);
    expect(sessions.users).toBeGreaterThanOrEqual(1);
  });

  it('shows a fresh demo’s year of orders: every month has some, in all three states', async () => {
    const year = await card<{ series: { name: string; data: number[] }[] }>(
      '/card/card-statistics/orders-bar-chart?period=last-year',
    );
    const months = year.series[0]?.data ?? [];
    expect(months).toHaveLength(12);
    expect(months.filter((orders) => orders > 0)).toHaveLength(12);
    const states = await card<{ chart_info: Record<string, number> }>(
      '/card/card-analytics/product-orders?period=last-year',
    );
    expect(states.chart_info.finished).toBeGreaterThan(0);
    expect(states.chart_info.pending).toBeGreaterThan(0);
    expect(states.chart_info.rejected).toBeGreaterThan(0);
    const buyers = await card<{ listData: { text: string; result: number }[] }>(
      '/card/card-analytics/customers?period=last-month',
    );
    expect(buyers.listData.find((row) => row.text === 'Returning')?.result).toBeGreaterThan(0);
  });

  it('gives the revenue report of the year asked for, and 400 for a malformed year', async () => {
    const thisYear = new Date().getUTCFullYear();
    const past = await card<{ year: string; years: string[]; price: number }>(
      `/card/card-analytics/revenue-report?year=${thisYear - 1}`,
    );
    expect(past.year).toBe(String(thisYear - 1));
    expect(past.years).toEqual([thisYear, thisYear - 1, thisYear - 2].map(String));
    const bad = await t.call('GET', '/card/card-analytics/revenue-report?year=last', {
      token: await t.tokenOf('admin'),
    });
    expect(bad.status).toBe(400);
  });

  it('lists the autocomplete demo’s 100 titles with their rank', async () => {
    const { autoComplete } = await card<AutocompleteReply>('/api/autocomplete/data');
    expect(autoComplete).toHaveLength(100);
    expect(autoComplete[0]).toEqual({ id: 1, title: 'The Shawshank Redemption', rank: '1' });
  });
});
