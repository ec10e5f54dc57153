import type { ReadingsEvent, Series } from '@beacon/contract/monitoring';
import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { describe, expect, it } from 'vitest';
import { sensorIds } from './chart-search';
import { chartRows } from './chart-rows';
import { type ChartData, appendReadings, rangeOf } from './chart-window';

const now = Date.parse('2026-11-29T12:00:00Z');
const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const point = (minutes: number, avg: number, min = avg, max = avg) => ({
  at: at(minutes),
  min,
  avg,
  max,
});

describe('the window’s range', () => {
  it('ends now and spans the window', () => {
    expect(rangeOf({ window: '15m' }, now)).toEqual({ from: now - 15 * 60_000, to: now });
    expect(rangeOf({ window: '7d' }, now)).toEqual({ from: now - 7 * 86_400_000, to: now });
  });

  it('takes a custom range from the URL, whatever the time', () => {
    expect(rangeOf({ window: 'custom', from: at(-90), to: at(-30) }, now)).toEqual({
      from: now - 90 * 60_000,
      to: now - 30 * 60_000,
    });
  });

  it('shows the last day for a custom range it lacks or that ends before it starts', () => {
    const lastDay = { from: now - 86_400_000, to: now };
    expect(rangeOf({ window: 'custom' }, now)).toEqual(lastDay);
    expect(rangeOf({ window: 'custom', from: at(-30), to: at(-90) }, now)).toEqual(lastDay);
  });
});

describe('the sensors in the URL', () => {
  it('reads the router’s list and a hand-written one, each id once, ten at most', () => {
    expect(sensorIds([3, 1, 3])).toEqual([3, 1]);
    expect(sensorIds('4,5' as never)).toEqual([4, 5]);
    expect(sensorIds(Array.from({ length: 12 }, (_, index) => index + 1))).toHaveLength(10);
    expect(sensorIds(['x', -1, 0] as never)).toBeUndefined();
  });
});

const series = (sensorId: number, points: Series['points']): Series => ({
  sensorId,
  name: `Sensor ${sensorId}`,
  unit: '°C',
  points,
  thresholds: [],
  alarms: [],
});

const readings = (sensorId: number, ...values: [number, number][]): ReadingsEvent => ({
  type: monitoringEventTypes.readings,
  sensorId,
  state: 'online',
  lastValue: values.at(-1)?.[1] ?? null,
  lastReadingAt: values.length ? at(values.at(-1)?.[0] ?? 0) : null,
  readings: values.map(([minutes, value]) => ({ at: at(minutes), value })),
});

describe('a live window taking new readings', () => {
  const data = (bucketSeconds: number, ...all: Series[]): ChartData => ({
    bucketSeconds,
    series: all,
    from: now - 15 * 60_000,
    to: now,
  });

  it('appends raw readings to their sensor and slides the window, dropping what fell out', () => {
    const before = data(0, series(1, [point(-15, 1), point(-10, 2)]), series(2, [point(-5, 9)]));
    const after = appendReadings(before, readings(1, [1, 3], [2, 4]), now + 2 * 60_000);
    expect(after.from).toBe(now - 13 * 60_000);
    expect(after.to).toBe(now + 2 * 60_000);
    expect(after.series[0]?.points).toEqual([point(-10, 2), point(1, 3), point(2, 4)]);
    expect(after.series[1]).toBe(before.series[1]);
  });

  it('ignores a reading it already has (a replayed event)', () => {
    const before = data(0, series(1, [point(-1, 2)]));
    expect(appendReadings(before, readings(1, [-1, 2]), now).series[0]?.points).toEqual([
      point(-1, 2),
    ]);
  });

  it('folds a reading into the last bucket when it falls in it, else opens the next one', () => {
    const before = data(60, series(1, [point(-1, 5, 4, 6)]));
    const within = appendReadings(before, readings(1, [-0.5, 8]), now);
    expect(within.series[0]?.points).toEqual([{ at: at(-1), min: 4, avg: 6.5, max: 8 }]);
    const next = appendReadings(before, readings(1, [1.5, 3]), now + 2 * 60_000);
    expect(next.series[0]?.points.map((p) => p.at)).toEqual([at(-1), at(1)]);
    expect(next.series[0]?.points[1]).toMatchObject({ min: 3, avg: 3, max: 3 });
  });
});

describe('the chart’s rows', () => {
  it('merges the sensors by time, each with its mean and band', () => {
    const rows = chartRows([series(1, [point(0, 1, 0, 2), point(1, 2)]), series(2, [point(0, 5)])]);
    expect(rows).toEqual([
      { t: now, avg1: 1, band1: [0, 2], avg2: 5, band2: [5, 5] },
      { t: now + 60_000, avg1: 2, band1: [2, 2] },
    ]);
  });
});
