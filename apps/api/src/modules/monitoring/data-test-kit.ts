import type { Db } from '../../db/client';
import { storeReadings } from './ingest';
import type { NewReading, SensorRow } from './sensor-view';

// What the data tests share: readings stored the way ingest stores them (raw rows and hourly
// aggregates in one statement), in batches as devices send them.

export async function store(db: Db, sensor: SensorRow, readings: NewReading[], batch = 5000) {
  for (let i = 0; i < readings.length; i += batch)
    await db.transaction((tx) => storeReadings(tx, sensor, readings.slice(i, i + batch)));
}

/** One reading every `stepMinutes` from `from` (included) to `to` (excluded), valued by `value`. */
export function readingsBetween(
  from: Date,
  to: Date,
  stepMinutes: number,
  value: (at: Date, index: number) => number,
): NewReading[] {
  const out: NewReading[] = [];
  for (let t = from.getTime(), i = 0; t < to.getTime(); t += stepMinutes * 60_000, i++) {
    const at = new Date(t);
    out.push({ at, value: value(at, i) });
  }
  return out;
}
