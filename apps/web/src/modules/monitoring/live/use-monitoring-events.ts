import type { LiveEvent } from '@beacon/contract/live';
import type { AlarmEvent, ReadingsEvent, SetupEvent } from '@beacon/contract/monitoring';
import { monitoringEventTypes, monitoringTopic } from '@beacon/contract/monitoring-values';
import { useLiveEvents } from '../../../lib/live';

export type MonitoringEvent = ReadingsEvent | AlarmEvent | SetupEvent;

const known = new Set<string>(Object.values(monitoringEventTypes));

/** Narrows a live event of the monitoring topic; anything else on it (a newer server) is dropped. */
export function asMonitoringEvent(event: LiveEvent): MonitoringEvent | null {
  // The server publishes these shapes itself (monitoring.live.ts): the type names which one it is.
  return known.has(event.type) ? (event as unknown as MonitoringEvent) : null;
}

/**
 * Hands the monitoring screens each live event of their topic while mounted: new readings, alarm
 * changes and setup changes, so they patch or refetch their data instead of polling.
 */
export function useMonitoringEvents(onEvent: (event: MonitoringEvent) => void): void {
  useLiveEvents(monitoringTopic, (raw) => {
    const event = asMonitoringEvent(raw);
    if (event) onEvent(event);
  });
}
