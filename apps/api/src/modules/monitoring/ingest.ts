import { eq, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { ModuleContext } from '../../lib/module';
import { announceAlarms } from './alarm-notices';
import { type AlarmNotice, evaluateReadings, limitsFrom } from './evaluate';
import { rulesCovering } from './rules.repo';
import { publishReadings } from './monitoring.live';
import { sensors } from './monitoring.table';
import { type NewReading, type SensorRow, stateOf } from './sensor-view';

// Stores readings, used by the ingest route and the built-in simulator alike.

export interface Stored {
  sensor: SensorRow;
  stored: number;
  duplicates: number;
  /** The readings new to the server, oldest first. */
  fresh: NewReading[];
  alarms: AlarmNotice[];
}

/** One reading as the statement takes it: with the seconds it counts outside the limits. */
interface Prepared extends NewReading {
  outside: number;
}

/** Oldest first, one reading per instant (the first sent wins, as the stored one would). */
function sortedUnique(readings: NewReading[]): NewReading[] {
  const byTime = new Map<number, NewReading>();
  for (const reading of readings)
    if (!byTime.has(reading.at.getTime())) byTime.set(reading.at.getTime(), reading);
  return [...byTime.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * A reading outside the limits counts the time since the reading before it (in the batch, else the
 * sensor's last one when earlier), never more than the sensor's stale time: a gap longer than that
 * is the device's silence, not a known time outside.
 */
function withOutsideSeconds(
  sensor: SensorRow,
  readings: NewReading[],
  { low, high }: { low: number | null; high: number | null },
): Prepared[] {
  let previous = sensor.lastReadingAt;
  return readings.map((reading) => {
    const outside =
      (low !== null && reading.value < low) || (high !== null && reading.value > high);
    const gapSeconds =
      previous && previous < reading.at ? (reading.at.getTime() - previous.getTime()) / 1000 : 0;
    previous = reading.at;
    return {
      ...reading,
      outside: outside ? Math.round(Math.min(gapSeconds, sensor.staleAfterSeconds)) : 0,
    };
  });
}

/** A PostgreSQL array literal of plain tokens (ISO times, numbers): one parameter for any batch. */
const arrayLiteral = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

/**
 * One statement: the readings new to the server go in, exactly those are added to their hours'
 * aggregates (so a batch sent again adds nothing twice), and the newest of them, when newer than
 * the sensor's last, becomes its last value. Answers the fresh readings, oldest first.
 */
async function insertReadings(db: Db, sensorId: number, readings: Prepared[]) {
  const rows = await selectRows<{ at: Date | string; value: number }>(
    db,
    sql`with batch as (
      select * from unnest(
        ${arrayLiteral(readings.map((r) => r.at.toISOString()))}::timestamptz[],
        ${arrayLiteral(readings.map((r) => r.value))}::float8[],
        ${arrayLiteral(readings.map((r) => r.outside))}::int[]
      ) as b(at, value, outside)
    ), fresh as (
      insert into readings (sensor_id, at, value)
      select ${sensorId}, at, value from batch
      on conflict do nothing
      returning at, value
    ), hours as (
      insert into reading_hours (sensor_id, hour, count, sum, min, max, outside_seconds)
      select ${sensorId}, date_trunc('hour', fresh.at, 'UTC'), count(*), sum(fresh.value::float8),
        min(fresh.value), max(fresh.value), sum(batch.outside)
      from fresh join batch on batch.at = fresh.at
      group by 2
      on conflict (sensor_id, hour) do update set
        count = reading_hours.count + excluded.count,
        sum = reading_hours.sum + excluded.sum,
        min = least(reading_hours.min, excluded.min),
        max = greatest(reading_hours.max, excluded.max),
        outside_seconds = reading_hours.outside_seconds + excluded.outside_seconds
    ), newest as (
      select batch.at, batch.value from fresh join batch on batch.at = fresh.at
      order by batch.at desc limit 1
    ), moved as (
      update sensors set last_value = newest.value, last_reading_at = newest.at
      from newest
      where sensors.id = ${sensorId}
        and (sensors.last_reading_at is null or sensors.last_reading_at < newest.at)
    )
    select at, value from fresh order by at`,
  );
  return rows.map((row) => ({ at: new Date(row.at), value: Number(row.value) }));
}

/**
 * Stores one sensor's readings with their hourly aggregates and evaluates its alarm rules, in the
 * caller's transaction (`db`). A reading already stored (same sensor and time) is left alone.
 */
export async function storeReadings(
  db: Db,
  sensor: SensorRow,
  readings: NewReading[],
): Promise<Stored> {
  // Locked: two batches of one sensor are judged one after the other, each after the other's last.
  const [current = sensor] = await db
    .select()
    .from(sensors)
    .where(eq(sensors.id, sensor.id))
    .for('update');
  const batch = sortedUnique(readings);
  // One read of the sensor's rules serves both the time-outside limits and the alarm rules.
  const rules = await rulesCovering(db, current);
  const limits = limitsFrom(rules);
  const fresh =
    batch.length > 0
      ? await insertReadings(db, current.id, withOutsideSeconds(current, batch, limits))
      : [];
  const since = current.lastReadingAt;
  const newer = since ? fresh.filter((reading) => reading.at > since) : fresh;
  const newest = newer.at(-1);
  let alarms: AlarmNotice[] = [];
  if (newest && !current.retiredAt) {
    const previous =
      since && current.lastValue !== null ? { at: since, value: current.lastValue } : null;
    alarms = await evaluateReadings(db, current, previous, newer, rules);
  }
  return {
    sensor: newest ? { ...current, lastValue: newest.value, lastReadingAt: newest.at } : current,
    stored: fresh.length,
    duplicates: readings.length - fresh.length,
    fresh,
    alarms,
  };
}

/** A live event stays under PostgreSQL's NOTIFY limit (8,000 bytes): a big batch goes in parts. */
const readingsPerEvent = 120;

/** After the commit: the readings and the alarms on the live channel, and alarm mail. */
export async function announceStored(context: ModuleContext, stored: Stored) {
  const { sensor, fresh } = stored;
  const state = stateOf(sensor, new Date());
  for (let start = 0; start < fresh.length; start += readingsPerEvent)
    await publishReadings(context.live, {
      sensorId: sensor.id,
      state,
      lastValue: sensor.lastValue,
      lastReadingAt: sensor.lastReadingAt?.toISOString() ?? null,
      readings: fresh
        .slice(start, start + readingsPerEvent)
        .map(({ at, value }) => ({ at: at.toISOString(), value })),
    });
  await announceAlarms(context, stored.alarms);
}
