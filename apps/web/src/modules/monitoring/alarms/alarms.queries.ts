import {
  type QueryClient,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Alarm, AlarmsQuery, AlarmsReply } from '@beacon/contract/monitoring';
import { api, unwrap } from '../../../lib/http';
import { dayEnd, dayStart } from '../report/range-days';
import type { AlarmsSearch } from './use-alarms-search';

/** Under the module's prefix, so a monitoring-wide refetch reaches them too. */
export const alarmKeys = {
  all: ['monitoring', 'alarms'] as const,
  lists: () => [...alarmKeys.all, 'list'] as const,
  list: (query: AlarmsQuery) => [...alarmKeys.lists(), query] as const,
};

/** What the API is asked for the URL's filters: its days become instants, the end excluded. */
export const alarmsQueryOf = (search: AlarmsSearch): AlarmsQuery => ({
  state: search.state,
  severity: search.severity,
  sensor: search.sensor,
  zone: search.zone,
  from: search.from === undefined ? undefined : dayStart(search.from),
  to: search.to === undefined ? undefined : dayEnd(search.to),
  page: search.page ?? 1,
  perPage: search.perPage,
  cursor: search.cursor,
});

/**
 * One page of alarms with the active counts. Live events refetch it, so it is never kept fresh on
 * its own; the previous page stays on screen (dimmed) while the next one loads.
 */
export const alarmsListQuery = (query: AlarmsQuery) =>
  queryOptions({
    queryKey: alarmKeys.list(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/monitoring/alarms', { params: { query }, signal })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Puts the server's copy of an alarm into every cached page that shows it. */
export function patchAlarm(queryClient: QueryClient, alarm: Alarm): void {
  queryClient.setQueriesData<AlarmsReply>({ queryKey: alarmKeys.lists() }, (reply) =>
    reply
      ? { ...reply, alarms: reply.alarms.map((shown) => (shown.id === alarm.id ? alarm : shown)) }
      : reply,
  );
}

/** Acknowledges one alarm with an optional comment; the row takes the reply at once. */
export function useAcknowledgeAlarm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string }) =>
      unwrap(
        api.POST('/api/monitoring/alarms/{id}/acknowledge', {
          params: { path: { id } },
          body: { comment },
        }),
      ),
    onSuccess: ({ alarm }) => {
      patchAlarm(queryClient, alarm);
      // A state filter ("active") may no longer hold it, and the counts change.
      void queryClient.invalidateQueries({ queryKey: alarmKeys.lists() });
    },
  });
}
