import type { Db } from '../../db/client';
import type { ModuleContext } from '../../lib/module';
import type { AlarmNotice } from './evaluate';
import type { NewReading, SensorRow } from './sensor-view';

// SKELETON (owned by the sensors helper): stores readings, used by the ingest route and the
// built-in simulator alike.

export interface Stored {
  sensor: SensorRow;
  stored: number;
  duplicates: number;
  /** The readings new to the server, oldest first. */
  fresh: NewReading[];
  alarms: AlarmNotice[];
}

/**
 * Stores one sensor's readings with their hourly aggregates and evaluates its alarm rules, in the
 * caller's transaction (`db`). A reading already stored (same sensor and time) is left alone.
 */
export async function storeReadings(
  _db: Db,
  sensor: SensorRow,
  readings: NewReading[],
): Promise<Stored> {
  return { sensor, stored: 0, duplicates: readings.length, fresh: [], alarms: [] };
}

/** After the commit: the readings and the alarms on the live channel, and alarm mail. */
export async function announceStored(_context: ModuleContext, _stored: Stored) {}
