import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ChartSearch } from './chart-window';

// The chart's sensors, window and range live in the URL (checked by the route): a reload or a
// shared link shows the same chart.
const route = getRouteApi('/_app/dynamic');

/** The chart's search params and a setter; `replace` keeps picking out of the history. */
export function useChartSearch() {
  const search: ChartSearch = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<ChartSearch>, options: { replace?: boolean } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace }),
    [navigate],
  );
  return [search, update] as const;
}
