import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsCardReplies, StatisticsCardReplies } from '@beacon/contract/dashboard';
import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { api, unwrap } from '../../lib/http';

/** The period a card shows until the reader picks another: the first of the three. */
export const firstPeriod: AnalyticsPeriodKey = 'last-28-days';

/** Every key starts with the module id, so one invalidation refreshes every card. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  card: (group: 'analytics' | 'statistics', name: string, period: AnalyticsPeriodKey) =>
    [...dashboardKeys.all, group, name, period] as const,
  revenueReport: (year: string | undefined) =>
    [...dashboardKeys.all, 'analytics', 'revenue-report', year ?? 'this-year'] as const,
  autocomplete: () => [...dashboardKeys.all, 'autocomplete'] as const,
};

/** Asks one card's route for its figures of a period. */
type CardFetch<T> = (query: { period: AnalyticsPeriodKey }, signal: AbortSignal) => Promise<T>;
type AnalyticsCard = Exclude<keyof AnalyticsCardReplies, 'revenue-report'>;

// The API declares a route per card, each with its own reply: one entry per route keeps each
// card's reply type, where a path built from the name would give every card every reply.
const analyticsCards: { [N in AnalyticsCard]: CardFetch<AnalyticsCardReplies[N]> } = {
  'support-tracker': (query, signal) =>
    unwrap(api.GET('/card/card-analytics/support-tracker', { params: { query }, signal })),
  'avg-sessions': (query, signal) =>
    unwrap(api.GET('/card/card-analytics/avg-sessions', { params: { query }, signal })),
  'goal-overview': (query, signal) =>
    unwrap(api.GET('/card/card-analytics/goal-overview', { params: { query }, signal })),
  revenue: (query, signal) =>
    unwrap(api.GET('/card/card-analytics/revenue', { params: { query }, signal })),
  'product-orders': (query, signal) =>
    unwrap(api.GET('/card/card-analytics/product-orders', { params: { query }, signal })),
  'sessions-device': (query, signal) =>
    unwrap(api.GET('/card/card-analytics/sessions-device', { params: { query }, signal })),
  customers: (query, signal) =>
    unwrap(api.GET('/card/card-analytics/customers', { params: { query }, signal })),
};

const statisticsCards: { [N in keyof StatisticsCardReplies]: CardFetch<StatisticsCardReplies[N]> } =
  {
    'orders-bar-chart': (query, signal) =>
      unwrap(api.GET('/card/card-statistics/orders-bar-chart', { params: { query }, signal })),
    'profit-line-chart': (query, signal) =>
      unwrap(api.GET('/card/card-statistics/profit-line-chart', { params: { query }, signal })),
    subscribers: (query, signal) =>
      unwrap(api.GET('/card/card-statistics/subscribers', { params: { query }, signal })),
    revenue: (query, signal) =>
      unwrap(api.GET('/card/card-statistics/revenue', { params: { query }, signal })),
    sales: (query, signal) =>
      unwrap(api.GET('/card/card-statistics/sales', { params: { query }, signal })),
    orders: (query, signal) =>
      unwrap(api.GET('/card/card-statistics/orders', { params: { query }, signal })),
    'site-traffic': (query, signal) =>
      unwrap(api.GET('/card/card-statistics/site-traffic', { params: { query }, signal })),
    'active-users': (query, signal) =>
      unwrap(api.GET('/card/card-statistics/active-users', { params: { query }, signal })),
    newsletter: (query, signal) =>
      unwrap(api.GET('/card/card-statistics/newsletter', { params: { query }, signal })),
  };

/** One analytics card's figures for a period (`/card/card-analytics/<name>`). */
export const analyticsCardQuery = <K extends AnalyticsCard>(
  name: K,
  period: AnalyticsPeriodKey = firstPeriod,
) =>
  queryOptions({
    queryKey: dashboardKeys.card('analytics', name, period),
    queryFn: ({ signal }) => analyticsCards[name]({ period }, signal),
  });

/** One statistics card's figures for a period (`/card/card-statistics/<name>`). */
export const statisticsCardQuery = <K extends keyof StatisticsCardReplies>(
  name: K,
  period: AnalyticsPeriodKey = firstPeriod,
) =>
  queryOptions({
    queryKey: dashboardKeys.card('statistics', name, period),
    queryFn: ({ signal }) => statisticsCards[name]({ period }, signal),
  });

/** The revenue report of one year (this year when none is given). */
export const revenueReportQuery = (year?: string) =>
  queryOptions({
    queryKey: dashboardKeys.revenueReport(year),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/card/card-analytics/revenue-report', { params: { query: { year } }, signal }),
      ),
  });

export const autocompleteQuery = queryOptions({
  queryKey: dashboardKeys.autocomplete(),
  queryFn: ({ signal }) => unwrap(api.GET('/api/autocomplete/data', { signal })),
  select: (reply) => reply.autoComplete,
  staleTime: Infinity,
});
