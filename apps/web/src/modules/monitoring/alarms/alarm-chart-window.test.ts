import { describe, expect, it } from 'vitest';
import { alarmChartWindow } from './alarm-chart-window';
import { testAlarm } from './test-alarms';

const now = new Date('2026-11-29T12:00:20.000Z');

describe('the chart window around an alarm', () => {
  it('runs from half an hour before it opened to half an hour after it cleared', () => {
    const alarm = testAlarm(1, {
      openedAt: '2026-11-29T08:00:00.000Z',
      clearedAt: '2026-11-29T09:10:00.000Z',
    });
    expect(alarmChartWindow(alarm, now)).toEqual({
      from: '2026-11-29T07:30:00.000Z',
      to: '2026-11-29T09:40:00.000Z',
    });
  });

  it('ends at the next whole minute while the alarm is active or cleared just now', () => {
    expect(alarmChartWindow(testAlarm(1), now).to).toBe('2026-11-29T12:01:00.000Z');
    const justCleared = testAlarm(1, { clearedAt: '2026-11-29T11:59:00.000Z' });
    expect(alarmChartWindow(justCleared, now).to).toBe('2026-11-29T12:01:00.000Z');
  });
});
