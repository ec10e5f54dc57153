import type { Db } from '../../db/client';
import type { AlarmChange } from '@beacon/contract/monitoring';
import type { NewReading, SensorRow } from './sensor-view';

// SKELETON (owned by the alarms helper): evaluates alarm rules as readings are stored.

/** An alarm that changed in the transaction: announced (live, mail) once it commits. */
export interface AlarmNotice {
  change: AlarmChange;
  alarmId: number;
}

/** The limits a reading of this sensor is outside of: from its enabled above/below/outside rules. */
export async function limitsOf(
  _db: Db,
  _sensor: SensorRow,
): Promise<{ low: number | null; high: number | null }> {
  return { low: null, high: null };
}

/**
 * Runs the sensor's enabled rules over its new readings (oldest first, only those newer than
 * `previous`, its last reading before them), in the caller's transaction.
 */
export async function evaluateReadings(
  _db: Db,
  _sensor: SensorRow,
  _previous: NewReading | null,
  _readings: NewReading[],
): Promise<AlarmNotice[]> {
  return [];
}
