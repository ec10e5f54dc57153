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
  lastReadingAt: '2026-11-29T12:00:00.000Z',
  tokenHint: 'abcd',
  retiredAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  ...patch,
});
