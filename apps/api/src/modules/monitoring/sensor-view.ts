import type { Sensor, SensorState } from '@beacon/contract/monitoring';
import type { sensors } from './monitoring.table';

export type SensorRow = typeof sensors.$inferSelect;

/** Online while readings come; stale past its stale time, offline past its offline time or never. */
export function stateOf(row: SensorRow, now: Date): SensorState {
  if (row.retiredAt) return 'retired';
  if (!row.lastReadingAt) return 'offline';
  const silentSeconds = (now.getTime() - row.lastReadingAt.getTime()) / 1000;
  if (silentSeconds > row.offlineAfterSeconds) return 'offline';
  if (silentSeconds > row.staleAfterSeconds) return 'stale';
  return 'online';
}

export const asSensor = (row: SensorRow, now = new Date()): Sensor => ({
  id: row.id,
  name: row.name,
  zone: row.zone,
  unit: row.unit,
  minValue: row.minValue,
  maxValue: row.maxValue,
  staleAfterSeconds: row.staleAfterSeconds,
  offlineAfterSeconds: row.offlineAfterSeconds,
  state: stateOf(row, now),
  lastValue: row.lastValue,
  lastReadingAt: row.lastReadingAt?.toISOString() ?? null,
  tokenHint: row.tokenHint,
  retiredAt: row.retiredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** A reading as ingest and the simulator hand it on: checked, not yet stored. */
export interface NewReading {
  at: Date;
  value: number;
}
