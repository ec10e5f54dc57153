import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useListSearch } from '../../../lib/use-list-search';

// The alarms' filters live in the URL (validated by the route); this only reads and writes it.
const route = getRouteApi('/_app/alarms');

/**
 * The alarms page's search params and a setter. A change of a filter or the page size goes back to
 * the first page: page 1, and no cursor (one names a place in another list).
 */
export function useAlarmsSearch() {
  return useListSearch(route.useSearch(), route.useNavigate());
}

export type AlarmsSearch = ReturnType<typeof useAlarmsSearch>[0];

/** The filters, without paging: what "Clear filters" removes. */
export const alarmFilterKeys = ['state', 'severity', 'sensor', 'zone', 'from', 'to'] as const;

export const hasFilters = (search: AlarmsSearch) =>
  alarmFilterKeys.some((key) => search[key] !== undefined);

/** Removes every filter from the URL, keeping the page size. */
export function useClearAlarmFilters() {
  const navigate = route.useNavigate();
  return useCallback(
    () => void navigate({ search: (prev) => ({ perPage: prev.perPage }) }),
    [navigate],
  );
}
