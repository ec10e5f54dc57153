import type { Alarm } from '@beacon/contract/monitoring';

const margin = 30 * 60_000;
const minute = 60_000;

/**
 * The chart's window around an alarm: from half an hour before it opened to half an hour after it
 * cleared, or to now (to the minute) while it is active. Never past now: the chart has nothing
 * there.
 */
export function alarmChartWindow(alarm: Alarm, now = new Date()): { from: string; to: string } {
  const opened = Date.parse(alarm.openedAt);
  const nowMs = Math.ceil(now.getTime() / minute) * minute;
  const end = alarm.clearedAt ? Math.min(Date.parse(alarm.clearedAt) + margin, nowMs) : nowMs;
  return {
    from: new Date(opened - margin).toISOString(),
    to: new Date(Math.max(end, opened + minute)).toISOString(),
  };
}
