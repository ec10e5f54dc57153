import type { ReportRow } from '@beacon/contract/monitoring';

/** A report row as the API sends it: freezer 3 on 23 November unless told otherwise. */
export const reportRow = (overrides: Partial<ReportRow> = {}): ReportRow => ({
  sensorId: 3,
  sensor: 'Freezer 3',
  zone: 'Cold room',
  unit: '°C',
  period: '2026-11-23T00:00:00.000Z',
  min: -21.04,
  avg: -18.46,
  max: -11.96,
  count: 1440,
  outsideSeconds: 7500,
  ...overrides,
});
