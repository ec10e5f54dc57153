import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReportExportQuery, ReportQuery } from '@beacon/contract/monitoring';
import { api, unwrap } from '../../../lib/http';

/** Under the module's prefix, so a monitoring-wide refetch reaches them too. */
export const reportKeys = {
  all: ['monitoring', 'report'] as const,
  page: (query: ReportQuery) => [...reportKeys.all, 'page', query] as const,
  every: (query: ReportExportQuery) => [...reportKeys.all, 'every', query] as const,
};

/** One page of the report; the previous page stays on screen (dimmed) while the next one loads. */
export const reportQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.page(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/monitoring/report', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });

/** Every row of the selection, for the exports; fetched when asked for, kept a minute. */
export const reportExportQuery = (query: ReportExportQuery) =>
  queryOptions({
    queryKey: reportKeys.every(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/monitoring/report/export', { params: { query }, signal })),
    staleTime: 60_000,
  });
