import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { useQueryClient } from '@tanstack/react-query';
import { useMonitoringEvents } from '../live/use-monitoring-events';
import { type ChartData, type ChartSearch, appendReadings, isLive } from './chart-window';
import { seriesKeys } from './series.queries';

/**
 * Keeps the chart current without polling: a live window (15 min, 1 h) takes its sensors' new
 * readings into the cache and slides; an alarm opening or clearing (its shaded period) or a
 * rule's change (its threshold lines) reloads the series.
 */
export function useChartLive(search: ChartSearch & { sensors: number[] }): void {
  const client = useQueryClient();
  useMonitoringEvents((event) => {
    if (event.type === monitoringEventTypes.readings) {
      if (!isLive(search.window) || !search.sensors.includes(event.sensorId)) return;
      client.setQueryData<ChartData>(seriesKeys.one(search), (data) =>
        data ? appendReadings(data, event, Date.now()) : data,
      );
    } else if (event.type === monitoringEventTypes.alarm) {
      // Only an opening or a clearing moves a shaded period; a new peak or an acknowledgment not.
      const moves = event.change === 'opened' || event.change === 'cleared';
      if (moves && search.sensors.includes(event.alarm.sensorId))
        void client.invalidateQueries({ queryKey: seriesKeys.one(search) });
    } else if (event.what !== 'settings')
      void client.invalidateQueries({ queryKey: seriesKeys.all });
  });
}
