import { queryOptions } from '@tanstack/react-query';
import type {
  AnalyticsCardReplies,
  AutocompleteReply,
  RevenueReport,
  StatisticsCardReplies,
} from '@beacon/contract/dashboard';
import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { api } from '../../lib/http';

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

/** One analytics card's figures for a period (`/card/card-analytics/<name>`). */
export const analyticsCardQuery = <K extends Exclude<keyof AnalyticsCardReplies, 'revenue-report'>>(
  name: K,
  period: AnalyticsPeriodKey = firstPeriod,
) =>
  queryOptions({
    queryKey: dashboardKeys.card('analytics', name, period),
    queryFn: ({ signal }) =>
      api<AnalyticsCardReplies[K]>(`/card/card-analytics/${name}`, { query: { period }, signal }),
  });

/** One statistics card's figures for a period (`/card/card-statistics/<name>`). */
export const statisticsCardQuery = <K extends keyof StatisticsCardReplies>(
  name: K,
  period: AnalyticsPeriodKey = firstPeriod,
) =>
  queryOptions({
    queryKey: dashboardKeys.card('statistics', name, period),
    queryFn: ({ signal }) =>
      api<StatisticsCardReplies[K]>(`/card/card-statistics/${name}`, { query: { period }, signal }),
  });

/** The revenue report of one year (this year when none is given). */
export const revenueReportQuery = (year?: string) =>
  queryOptions({
    queryKey: dashboardKeys.revenueReport(year),
    queryFn: ({ signal }) =>
      api<RevenueReport>('/card/card-analytics/revenue-report', { query: { year }, signal }),
  });

export const autocompleteQuery = queryOptions({
  queryKey: dashboardKeys.autocomplete(),
  queryFn: ({ signal }) => api<AutocompleteReply>('/api/autocomplete/data', { signal }),
  select: (reply) => reply.autoComplete,
  staleTime: Infinity,
});
