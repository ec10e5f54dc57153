import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { api, unwrap } from '../../../lib/http';
import { dashboardKeys, statisticsCardQuery } from '../dashboard.queries';

/**
 * How many products the catalogue holds: the e-commerce list's total, asked for one row only.
 * Our own query, as modules do not import each other.
 */
export const productCountQuery = queryOptions({
  queryKey: [...dashboardKeys.all, 'statistics', 'product-count'] as const,
  queryFn: async ({ signal }) => {
    const reply = await unwrap(
      api.GET('/apps/ecommerce/products', { params: { query: { perPage: 1 } }, signal }),
    );
    return reply.total;
  },
});

export interface StatisticsOverview {
  sales: number;
  customers: number;
  products: number;
  revenue: number;
}

/**
 * The "Statistics" card's four figures as one query, so the card has one loading and one error
 * state. Each figure comes through its own card's query: cards showing the same period share the
 * request, and a retry fetches again only what failed (fetchQuery reuses fresh data). The parts do
 * not retry on their own: this query does, as a whole.
 */
export const statisticsOverviewQuery = (client: QueryClient, period: AnalyticsPeriodKey) =>
  queryOptions({
    queryKey: dashboardKeys.card('statistics', 'overview', period),
    queryFn: async (): Promise<StatisticsOverview> => {
      const once = { retry: false } as const;
      const [orders, subscribers, revenue, products] = await Promise.all([
        client.fetchQuery({ ...statisticsCardQuery('orders', period), ...once }),
        client.fetchQuery({ ...statisticsCardQuery('subscribers', period), ...once }),
        client.fetchQuery({ ...statisticsCardQuery('revenue', period), ...once }),
        client.fetchQuery({ ...productCountQuery, ...once }),
      ]);
      return {
        sales: orders.analyticsData.orders,
        customers: subscribers.analyticsData.subscribers,
        products,
        revenue: revenue.analyticsData.revenue,
      };
    },
  });
