import type { OverviewReply } from '@beacon/contract/monitoring';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { useQueryClient } from '@tanstack/react-query';
import { useMonitoringEvents } from '../live/use-monitoring-events';
import { applyReadings } from './overview-cache';
import { overviewKey } from './overview.queries';

/**
 * Keeps the overview current without polling: new readings patch their tile in the cache; an
 * alarm's change (its colour, the counts) or a sensor added, changed or retired reloads it.
 */
export function useOverviewLive(): void {
  const client = useQueryClient();
  useMonitoringEvents((event) => {
    if (event.type === monitoringEventTypes.readings)
      client.setQueryData<OverviewReply>(overviewKey, (reply) =>
        reply ? applyReadings(reply, event) : reply,
      );
    else if (event.type === monitoringEventTypes.alarm || event.what === 'sensors')
      void client.invalidateQueries({ queryKey: overviewKey });
  });
}
