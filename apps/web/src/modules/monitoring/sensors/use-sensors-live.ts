import type { SensorsReply } from '@beacon/contract/monitoring';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { useQueryClient } from '@tanstack/react-query';
import { useMonitoringEvents } from '../live/use-monitoring-events';
import { sensorKeys } from './sensors.queries';

/**
 * Keeps the sensors on screen current without polling: new readings patch a sensor's state and
 * last value in place; a setup change (anyone's) reloads the lists, a settings change the switch.
 */
export function useSensorsLive(): void {
  const client = useQueryClient();
  useMonitoringEvents((event) => {
    if (event.type === monitoringEventTypes.setup) {
      void client.invalidateQueries({
        queryKey: event.what === 'settings' ? sensorKeys.settings : sensorKeys.all,
      });
      return;
    }
    if (event.type !== monitoringEventTypes.readings) return;
    client.setQueriesData<SensorsReply>({ queryKey: sensorKeys.all }, (reply) =>
      reply
        ? {
            ...reply,
            sensors: reply.sensors.map((sensor) =>
              sensor.id === event.sensorId
                ? {
                    ...sensor,
                    state: event.state,
                    lastValue: event.lastValue,
                    lastReadingAt: event.lastReadingAt,
                  }
                : sensor,
            ),
          }
        : reply,
    );
  });
}
