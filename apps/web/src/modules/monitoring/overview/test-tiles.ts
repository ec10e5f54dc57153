import type { OverviewReply, SensorTile } from '@beacon/contract/monitoring';

/** A tile as the API sends it, read a minute ago at `at`; override what a test is about. */
export const testTile = (fields: Partial<SensorTile> = {}, at = Date.now()): SensorTile => ({
  id: 1,
  name: 'Cold room 1',
  zone: 'Kitchen',
  unit: '°C',
  minValue: -50,
  maxValue: 100,
  staleAfterSeconds: 300,
  offlineAfterSeconds: 3600,
  state: 'online',
  lastValue: 4.2,
  lastReadingAt: new Date(at - 60_000).toISOString(),
  tokenHint: 'a1b2',
  retiredAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  min24h: 3.1,
  max24h: 5.6,
  spark: Array.from({ length: 24 }, (_, hour) => 4 + (hour % 3) / 10),
  alarm: null,
  ...fields,
});

export const testOverview = (sensors: SensorTile[]): OverviewReply => ({
  sensors,
  activeAlarms: {
    info: 0,
    warning: sensors.filter((tile) => tile.alarm === 'warning').length,
    critical: sensors.filter((tile) => tile.alarm === 'critical').length,
  },
});
