import type { StatisticsCardReplies } from '@beacon/contract/dashboard';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { type ApiCall, json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';

// The whole app shell renders around the route: its first paint can take a while on a busy machine.
const slow = { timeout: 10_000 };

const card = (name: string) => within(screen.getByRole('region', { name }));

/**
 * A figure as the reader sees it (a paragraph, not a cell of the charts' hidden tables). Intl puts
 * no-break spaces in some languages ("1.234 $"): compare with plain spaces.
 */
const figure = (wanted: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent?.replace(/\s/g, ' ') === wanted;

const period = 'Last 28 Days' as const;
const series = (data: number[]) => [{ name: 'Series', data }];
const replies: StatisticsCardReplies = {
  'orders-bar-chart': { title: 'Orders', statistics: 2760, period, series: series([5, 9, 7, 4]) },
  'profit-line-chart': { title: 'Profit', statistics: 6240, period, series: series([1, 2, 3, 4]) },
  subscribers: { period, series: series([3, 1, 4, 1]), analyticsData: { subscribers: 92_600 } },
  revenue: { period, series: series([300, 200, 400, 334]), analyticsData: { revenue: 1234 } },
  sales: { period, series: series([1, 2, 3, 4]), analyticsData: { sales: 36 } },
  orders: { period, series: series([2, 2, 3, 1]), analyticsData: { orders: 975 } },
  'site-traffic': { period, series: series([150, 200, 125, 225, 200, 250]), sample: true },
  'active-users': { period, series: series([1, 1, 2, 3]), analyticsData: { activeUsers: 12 } },
  newsletter: { period, series: series([31, 40, 28, 51, 42, 109, 100]), sample: true },
};

const products = { products: [], total: 1423, userWishlist: [], userCart: [] };

function mockCards(overrides: Record<string, unknown> = {}) {
  const routes: Record<string, unknown> = { 'GET /apps/ecommerce/products': products };
  for (const [name, reply] of Object.entries(replies))
    routes[`GET /card/card-statistics/${name}`] = reply;
  return mockApi({ ...routes, ...overrides } as Parameters<typeof mockApi>[0]);
}

/** Fails until `recover()` is called, then answers `reply`. */
function failing(reply: unknown) {
  let broken = true;
  return {
    handler: () => (broken ? json({ error: 'Internal error' }, 500) : reply),
    recover: () => {
      broken = false;
    },
  };
}

describe('statistics cards page', { timeout: 30_000 }, () => {
  it('shows every card’s figures in the reader’s format, the overview from live data', async () => {
    signInAs('admin');
    const api = mockCards();
    await renderRoute('/cards/statistics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Statistics Cards' }, slow),
    ).toBeVisible();
    expect(await card('Revenue').findByText(figure('$1,234'), {}, slow)).toBeVisible();
    expect(card('Subscribers').getByText(figure('92,600'))).toBeVisible();
    expect(card('Sales').getByText(figure('+36%'))).toBeVisible();
    expect(card('Orders').getByText(figure('2.8K'))).toBeVisible();
    // A sample's figure is its latest point, and the card says it is a sample.
    expect(card('Site Traffic').getByText(figure('250'))).toBeVisible();
    expect(card('Site Traffic').getByText('Sample data')).toBeVisible();
    expect(card('Subscribers').queryByText('Sample data')).toBeNull();

    const overview = card('Statistics');
    expect(await overview.findByText(figure('975'), {}, slow)).toBeVisible();
    expect(overview.getByText(figure('92,600'))).toBeVisible();
    expect(overview.getByText(figure('$1,234'))).toBeVisible();
    // Products: the catalogue's total, asked for with a single row.
    expect(overview.getByText(figure('1,423'))).toBeVisible();
    expect(api.callsTo('GET /apps/ecommerce/products').map((call) => call.query.perPage)).toEqual([
      '1',
    ]);
  });

  it('writes figures the German way', async () => {
    signInAs('admin');
    mockCards();
    await i18n.changeLanguage('de');
    await renderRoute('/cards/statistics');
    expect(await card('Einnahmen').findByText(figure('1.234 $'), {}, slow)).toBeVisible();
    expect(card('Abonnenten').getByText(figure('92.600'))).toBeVisible();
  });

  it('asks again for a card’s figures when another period is chosen', async () => {
    signInAs('admin');
    const byPeriod = (call: ApiCall) => ({
      ...replies['orders-bar-chart'],
      statistics: call.query.period === 'last-year' ? 31_000 : 2760,
    });
    const api = mockCards({ 'GET /card/card-statistics/orders-bar-chart': byPeriod });
    const { user } = await renderRoute('/cards/statistics');

    expect(await card('Orders').findByText(figure('2.8K'), {}, slow)).toBeVisible();
    await user.click(card('Orders').getByRole('button', { name: 'Orders: period, Last 28 Days' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Last Year' }));

    expect(await card('Orders').findByText(figure('31K'), {}, slow)).toBeVisible();
    const periods = api
      .callsTo('GET /card/card-statistics/orders-bar-chart')
      .map((c) => c.query.period);
    expect(periods).toEqual(['last-28-days', 'last-year']);
    // The other cards keep their own period.
    expect(
      card('Profit').getByRole('button', { name: 'Profit: period, Last 28 Days' }),
    ).toBeVisible();
  });

  it('shows Retry on a card that failed, and its figures once a retry succeeds', async () => {
    signInAs('admin');
    const profit = failing(replies['profit-line-chart']);
    mockCards({ 'GET /card/card-statistics/profit-line-chart': profit.handler });
    const { user } = await renderRoute('/cards/statistics');

    const retry = await card('Profit').findByRole('button', { name: 'Retry' }, slow);
    // Only the failed card is in error.
    expect(card('Revenue').getByText(figure('$1,234'))).toBeVisible();
    profit.recover();
    await user.click(retry);
    expect(await card('Profit').findByText(figure('$6.2K'), {}, slow)).toBeVisible();
  });

  it('shows Retry on the overview when one of its figures failed', async () => {
    signInAs('admin');
    const catalogue = failing(products);
    mockCards({ 'GET /apps/ecommerce/products': catalogue.handler });
    const { user } = await renderRoute('/cards/statistics');

    const retry = await card('Statistics').findByRole('button', { name: 'Retry' }, slow);
    catalogue.recover();
    await user.click(retry);
    expect(await card('Statistics').findByText(figure('1,423'), {}, slow)).toBeVisible();
    await waitFor(() =>
      expect(card('Statistics').queryByRole('button', { name: 'Retry' })).toBeNull(),
    );
  });
});
