import { monitoringEventTypes } from '@beacon/contract/monitoring-values';
import { describe, expect, it } from 'vitest';
import { applyReadings, stateAt } from './overview-cache';
import { sparkPath } from './spark-path';
import { testOverview, testTile } from './test-tiles';

const now = Date.parse('2026-11-29T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

describe('a tile’s state as time passes', () => {
  const tile = (lastMinutes: number) =>
    testTile({ state: 'online', lastReadingAt: minutesAgo(lastMinutes) }, now);

  it('turns stale past its stale time and offline past its offline time', () => {
    expect(stateAt(tile(4), now)).toBe('online');
    expect(stateAt(tile(6), now)).toBe('stale');
    expect(stateAt(tile(61), now)).toBe('offline');
  });

  it('never looks better than the server said (a browser clock behind)', () => {
    expect(stateAt({ ...tile(1), state: 'stale' }, now)).toBe('stale');
    expect(stateAt({ ...tile(1), state: 'retired', retiredAt: minutesAgo(0) }, now)).toBe(
      'retired',
    );
  });
});

describe('new readings in the overview', () => {
  const event = (readings: { at: string; value: number }[]) => ({
    type: monitoringEventTypes.readings,
    sensorId: 1,
    state: 'online' as const,
    lastValue: readings.at(-1)?.value ?? null,
    lastReadingAt: readings.at(-1)?.at ?? null,
    readings,
  });

  it('sets the value and widens the 24-hour extremes of that sensor alone', () => {
    const reply = testOverview([
      testTile({ min24h: 3, max24h: 5 }, now),
      testTile({ id: 2, lastValue: 1 }, now),
    ]);
    const next = applyReadings(
      reply,
      event([
        { at: minutesAgo(2), value: 9 },
        { at: minutesAgo(1), value: 4 },
      ]),
      now,
    );
    expect(next.sensors[0]).toMatchObject({
      lastValue: 4,
      lastReadingAt: minutesAgo(1),
      min24h: 3,
      max24h: 9,
    });
    expect(next.sensors[1]).toBe(reply.sensors[1]);
  });

  it('leaves the extremes be for readings sent late, over a day old', () => {
    const reply = testOverview([testTile({ min24h: 3, max24h: 5 }, now)]);
    const next = applyReadings(reply, event([{ at: minutesAgo(25 * 60), value: -40 }]), now);
    expect(next.sensors[0]).toMatchObject({ min24h: 3, max24h: 5 });
  });

  it('gives a first sensor’s reading its extremes', () => {
    const reply = testOverview([testTile({ min24h: null, max24h: null, lastValue: null }, now)]);
    const next = applyReadings(reply, event([{ at: minutesAgo(0), value: 6 }]), now);
    expect(next.sensors[0]).toMatchObject({ min24h: 6, max24h: 6, lastValue: 6 });
  });
});

describe('the sparkline', () => {
  it('draws the lowest value at the bottom and the highest at the top, left to right', () => {
    expect(sparkPath([0, 5, 10], 100, 20)).toBe('M0 20 L50 10 L100 0');
  });

  it('breaks the line at an hour without readings, and dots a value alone', () => {
    expect(sparkPath([0, 10, null, 5, null], 100, 20)).toBe('M0 20 L25 0 M75 10 L75 10');
  });

  it('draws nothing without values', () => {
    expect(sparkPath([null, null], 100, 20)).toBe('');
  });
});
