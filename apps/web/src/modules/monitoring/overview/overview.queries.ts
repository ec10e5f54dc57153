import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/http';

/** Under the module's prefix, so a monitoring-wide refetch reaches it too. */
export const overviewKey = ['monitoring', 'overview'] as const;

/**
 * Every sensor in use as a tile, with the active alarms by severity. Live events keep it current
 * (readings patch it, alarm and setup changes refetch it), so it never polls.
 */
export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/monitoring/overview', { signal })),
  });
