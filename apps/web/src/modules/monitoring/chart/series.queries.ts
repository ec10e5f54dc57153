import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/http';
import { type ChartData, type ChartSearch, rangeOf } from './chart-window';

/** Under the module's prefix, so a monitoring-wide refetch reaches it too. */
export const seriesKeys = {
  all: ['monitoring', 'series'] as const,
  one: (search: ChartSearch) => [...seriesKeys.all, search] as const,
};

/**
 * The chart's series for the URL's sensors and window. A window up to now is keyed by its name,
 * not its instants: the range is worked out when fetched, and a live window then slides in the
 * cache as readings come (chart-window.ts), so the key holds still.
 */
export const seriesQuery = (search: ChartSearch & { sensors: number[] }) =>
  queryOptions({
    queryKey: seriesKeys.one(search),
    queryFn: async ({ signal }): Promise<ChartData> => {
      const range = rangeOf(search, Date.now());
      const reply = await unwrap(
        api.GET('/api/monitoring/series', {
          params: {
            query: {
              sensors: search.sensors,
              from: new Date(range.from).toISOString(),
              to: new Date(range.to).toISOString(),
            },
          },
          signal,
        }),
      );
      return { ...reply, ...range };
    },
  });
