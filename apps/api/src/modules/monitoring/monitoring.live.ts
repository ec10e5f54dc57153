import type { Alarm, AlarmChange, ReadingsEvent, SetupEvent } from '@beacon/contract/monitoring';
import { monitoringEventTypes, monitoringTopic } from '@beacon/contract/monitoring';
import type { LiveHub } from '../../lib/live/hub';

// What the monitoring screens hear on the live channel: one topic, for whoever may read monitoring
// data. Published after the write's commit; a lost event costs a refetch, never data.

export function monitoringLive(live: LiveHub) {
  live.topic(monitoringTopic, (principal) => principal.ability.can('read', 'Monitoring'));
}

export const publishReadings = (live: LiveHub, event: Omit<ReadingsEvent, 'type'>) =>
  live.publish(monitoringTopic, { type: monitoringEventTypes.readings, ...event });

export const publishAlarm = (live: LiveHub, change: AlarmChange, alarm: Alarm) =>
  live.publish(monitoringTopic, { type: monitoringEventTypes.alarm, change, alarm });

export const publishSetup = (live: LiveHub, what: SetupEvent['what']) =>
  live.publish(monitoringTopic, { type: monitoringEventTypes.setup, what });
