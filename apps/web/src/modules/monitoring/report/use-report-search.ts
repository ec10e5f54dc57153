import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReportExportQuery, ReportQuery } from '@beacon/contract/monitoring';
import { useListSearch } from '../../../lib/use-list-search';
import { dayBefore, dayEnd, dayStart } from './range-days';

// The report's state lives in the URL (validated by the route); this only reads and writes it.
const route = getRouteApi('/_app/apps/tablereport');

/** The report's search params and a setter; a change of all but the page goes to page 1. */
export const useReportSearch = () => useListSearch(route.useSearch(), route.useNavigate());

export type ReportSearch = ReturnType<typeof useReportSearch>[0];

/** The days shown when the URL names none: the last 7, today included. */
export const defaultDays = (now: Date) => ({ from: dayBefore(now, 6), to: dayBefore(now, 0) });

/**
 * The first and last day of the report: the URL's, or the last 7 days, fixed when the page opens
 * so that a page left open past midnight keeps asking for the same rows.
 */
export function useReportDays(search: ReportSearch): { from: string; to: string } {
  const [fallback] = useState(() => defaultDays(new Date()));
  return { from: search.from ?? fallback.from, to: search.to ?? fallback.to };
}

/** The whole selection as the export route takes it: every row, in the table's order. */
export const reportExportQueryOf = (
  search: ReportSearch,
  days: { from: string; to: string },
): ReportExportQuery => ({
  sensors: search.sensors,
  zones: search.zones,
  from: dayStart(days.from),
  to: dayEnd(days.to),
  groupBy: search.groupBy,
  sort: search.sort,
  dir: search.dir,
});

/** One page of the selection. */
export const reportQueryOf = (
  search: ReportSearch,
  days: { from: string; to: string },
): ReportQuery => ({
  ...reportExportQueryOf(search, days),
  page: search.page,
  perPage: search.perPage,
});
