import type { Alarm, Sensor } from '@beacon/contract/monitoring';

/** A sensor as the API lists it: the cold room's freezer unless told otherwise. */
export const testSensor = (id: number, overrides: Partial<Sensor> = {}): Sensor => ({
  id,
  name: `Freezer ${id}`,
  zone: 'Cold room',
  unit: '°C',
  minValue: -50,
  maxValue: 100,
  staleAfterSeconds: 300,
  offlineAfterSeconds: 3600,
  state: 'online',
  lastValue: -18.2,
  lastReadingAt: '2026-11-29T12:00:00.000Z',
  tokenHint: 'ab12',
  retiredAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

/** An alarm as the API sends it: a critical one on freezer 3, open and not acknowledged. */
export const testAlarm = (id: number, overrides: Partial<Alarm> = {}): Alarm => ({
  id,
  ruleId: 4,
  ruleName: 'Freezer too warm',
  sensorId: 3,
  sensor: 'Freezer 3',
  zone: 'Cold room',
  unit: '°C',
  condition: 'above',
  severity: 'critical',
  state: 'active',
  openedAt: '2026-11-29T10:15:00.000Z',
  openValue: -11.96,
  peakValue: -7.04,
  peakAt: '2026-11-29T10:40:00.000Z',
  clearedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  comment: null,
  ...overrides,
});
