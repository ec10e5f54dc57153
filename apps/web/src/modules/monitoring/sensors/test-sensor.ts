import type { Sensor } from '@beacon/contract/monitoring';

/** A sensor as the API lists it, with what a test changes. */
export const testSensor = (patch: Partial<Sensor> = {}): Sensor => ({
  id: 1,
  name: 'Cold room 1',
  zone: 'Kitchen',
  unit: '°C',
  minValue: -50,
  maxValue: 100,
  staleAfterSeconds: 300,
  offlineAfterSeconds: 3600,
  state: 'online',
  lastValue: 4.5,
  // Half a minute ago: online by its stale time, whenever the test runs.
  lastReadingAt: new Date(Date.now() - 30_000).toISOString(),
  tokenHint: 'abcd',
  retiredAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...patch,
});
