import {
  type AlarmSeverity,
  type OverviewReply,
  type SensorTile,
  alarmSeverities,
} from '@beacon/contract/monitoring';
import { asc, isNull, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { openCounts } from './alarms.repo';
import { isoOf, timestamp } from './data-range';
import { sensors } from './monitoring.table';
import { asSensor } from './sensor-view';

// The overview's tiles: the last 24 hours come from the hourly aggregates (the current hour
// included), 24 rows a sensor at most, so the page stays cheap however fast sensors report.

const hourMs = 3_600_000;
const sparkHours = 24;

interface HourOut {
  sensor_id: number;
  hour: number | string;
  avg: number | string;
  min: number | string;
  max: number | string;
}

const rank = (severity: string) => alarmSeverities.indexOf(severity as AlarmSeverity);

export async function overview(db: Db, now: Date): Promise<OverviewReply> {
  const first = new Date(Math.floor(now.getTime() / hourMs) * hourMs - (sparkHours - 1) * hourMs);
  const [rows, hours, open, activeAlarms] = await Promise.all([
    db
      .select()
      .from(sensors)
      .where(isNull(sensors.retiredAt))
      .orderBy(asc(sensors.zone), asc(sensors.name)),
    selectRows<HourOut>(
      db,
      sql`select h.sensor_id, extract(epoch from h.hour)::float8 as hour,
          (h.sum / nullif(h.count, 0))::float8 as avg, h.min::float8 as min, h.max::float8 as max
        from reading_hours h join sensors s on s.id = h.sensor_id
        where s.retired_at is null and h.hour >= ${timestamp(first)}`,
    ),
    selectRows<{ sensor_id: number; severity: string }>(
      db,
      sql`select distinct sensor_id, severity from alarms where cleared_at is null`,
    ),
    openCounts(db),
  ]);

  const tiles = new Map<number, SensorTile>(
    rows.map((row) => [
      row.id,
      {
        ...asSensor(row, now),
        min24h: null,
        max24h: null,
        spark: Array.from({ length: sparkHours }, () => null),
        alarm: null,
      },
    ]),
  );
  for (const hour of hours) {
    const tile = tiles.get(hour.sensor_id);
    const slot = Math.round((Date.parse(isoOf(hour.hour)) - first.getTime()) / hourMs);
    if (!tile || slot < 0 || slot >= sparkHours) continue;
    const min = Number(hour.min);
    const max = Number(hour.max);
    tile.min24h = tile.min24h === null ? min : Math.min(tile.min24h, min);
    tile.max24h = tile.max24h === null ? max : Math.max(tile.max24h, max);
    tile.spark[slot] = hour.avg === null ? null : Math.round(Number(hour.avg) * 1000) / 1000;
  }
  for (const alarm of open) {
    const tile = tiles.get(alarm.sensor_id);
    if (tile && rank(alarm.severity) > (tile.alarm === null ? -1 : rank(tile.alarm)))
      tile.alarm = alarm.severity as AlarmSeverity;
  }
  return { sensors: [...tiles.values()], activeAlarms };
}
