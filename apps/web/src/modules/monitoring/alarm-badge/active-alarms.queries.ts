import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/http';

/** Under the alarms' prefix: whatever reloads the alarms reloads the count too. */
export const activeAlarmsKey = ['monitoring', 'alarms', 'active'] as const;

/** The open alarms by severity; alarm events refetch it, so it never polls. */
export const activeAlarmsQuery = () =>
  queryOptions({
    queryKey: activeAlarmsKey,
    queryFn: ({ signal }) => unwrap(api.GET('/api/monitoring/alarms/active', { signal })),
  });
