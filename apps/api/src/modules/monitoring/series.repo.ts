import {
  type AlarmSeverity,
  type Series,
  type SeriesPoint,
  type SeriesQuery,
  type SeriesReply,
  type Threshold,
  chartBucketsMax,
  monitoringMessages,
} from '@beacon/contract/monitoring';
import { type SQL, inArray, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { type Range, checkedRange, isoOf, periodOf, timestamp } from './data-range';
import { sensors } from './monitoring.table';

// The chart's series: the raw readings while a window holds few, else buckets of one "nice" width
// for every series, each with its lowest, mean and highest reading, so that a one-reading spike
// survives as its bucket's max. Buckets of an hour or more read the hourly aggregates; smaller
// ones group the raw readings on their (sensor_id, at) key.

/** Bucket widths in seconds, smallest first: each a whole number of the one before's unit. */
export const bucketWidths = [
  60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400,
] as const;

/** The smallest width giving at most `chartBucketsMax` buckets (aligned to the epoch) in range. */
export function bucketWidthFor(range: Range): number {
  const from = range.from.getTime() / 1000;
  const last = range.to.getTime() / 1000 - 0.001;
  const fits = (width: number) => Math.floor(last / width) - Math.floor(from / width) + 1;
  return bucketWidths.find((width) => fits(width) <= chartBucketsMax) ?? 86400;
}

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

interface PointOut {
  sensor_id: number;
  at: number | string;
  min: number | string;
  avg: number | string;
  max: number | string;
}

const rounded = (value: number | string) => Math.round(Number(value) * 1000) / 1000;

/** The most readings any one sensor has in range, counted no further than the raw limit. */
async function mostReadings(db: Db, list: number[], range: Range) {
  const counts = await selectRows<{ n: number | string }>(
    db,
    sql`select (select count(*) from (
          select 1 from readings r
          where r.sensor_id = s.id and r.at >= ${timestamp(range.from)} and r.at < ${timestamp(range.to)}
          limit ${chartBucketsMax + 1}) x) as n
        from sensors s where s.id in (${ids(list)})`,
  );
  return Math.max(0, ...counts.map((row) => Number(row.n)));
}

function pointsQuery(list: number[], range: Range, width: number): SQL {
  const from = timestamp(range.from);
  const to = timestamp(range.to);
  if (width === 0)
    return sql`select sensor_id, extract(epoch from at)::float8 as at,
        value::float8 as min, value::float8 as avg, value::float8 as max
      from readings where sensor_id in (${ids(list)}) and at >= ${from} and at < ${to}
      order by sensor_id, at`;
  if (width >= 3600)
    return sql`select sensor_id, extract(epoch from ${periodOf(sql`hour`, width)})::float8 as at,
        min(min)::float8 as min, (sum(sum) / sum(count))::float8 as avg, max(max)::float8 as max
      from reading_hours
      where sensor_id in (${ids(list)}) and hour >= date_trunc('hour', ${from}, 'UTC') and hour < ${to}
      group by sensor_id, 2 having sum(count) > 0
      order by sensor_id, 2`;
  return sql`select sensor_id, extract(epoch from ${periodOf(sql`at`, width)})::float8 as at,
      min(value)::float8 as min, avg(value)::float8 as avg, max(value)::float8 as max
    from readings where sensor_id in (${ids(list)}) and at >= ${from} and at < ${to}
    group by sensor_id, 2
    order by sensor_id, 2`;
}

export async function series(db: Db, query: SeriesQuery): Promise<SeriesReply> {
  const range = checkedRange(query);
  const list = [...new Set(query.sensors)];
  const found = await db.select().from(sensors).where(inArray(sensors.id, list));
  const missing = list.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0)
    throw badRequest({ sensors: [`${monitoringMessages.sensorNotFound}: ${missing.join(', ')}`] });

  const raw = (await mostReadings(db, list, range)) <= chartBucketsMax;
  const width = raw ? 0 : bucketWidthFor(range);
  const [points, rules, alarms] = await Promise.all([
    selectRows<PointOut>(db, pointsQuery(list, range, width)),
    selectRows<{
      sensor_id: number;
      id: number;
      severity: string;
      condition: string;
      threshold: number | null;
      low: number | null;
      high: number | null;
    }>(
      db,
      sql`select s.id as sensor_id, r.id, r.severity, r.condition, r.threshold, r.low, r.high
        from alarm_rules r join sensors s on s.id = r.sensor_id or s.zone = r.zone
        where s.id in (${ids(list)}) and r.enabled
          and r.condition in ('above', 'below', 'outside')
        order by r.id`,
    ),
    selectRows<{
      sensor_id: number;
      id: number;
      severity: string;
      opened: number | string;
      cleared: number | string | null;
    }>(
      db,
      sql`select sensor_id, id, severity, extract(epoch from opened_at)::float8 as opened,
          extract(epoch from cleared_at)::float8 as cleared
        from alarms
        where sensor_id in (${ids(list)}) and opened_at < ${timestamp(range.to)}
          and (cleared_at is null or cleared_at > ${timestamp(range.from)})
        order by opened_at, id`,
    ),
  ]);

  const bySensor = new Map<number, Series>(
    list.flatMap((id) => {
      const row = found.find((sensor) => sensor.id === id);
      if (!row) return [];
      const one: Series = {
        sensorId: id,
        name: row.name,
        unit: row.unit,
        points: [],
        thresholds: [],
        alarms: [],
      };
      return [[id, one] as const];
    }),
  );
  for (const point of points) {
    const one: SeriesPoint = {
      at: isoOf(point.at),
      min: rounded(point.min),
      avg: rounded(point.avg),
      max: rounded(point.max),
    };
    bySensor.get(point.sensor_id)?.points.push(one);
  }
  for (const rule of rules) {
    const threshold: Threshold = {
      ruleId: rule.id,
      severity: rule.severity as AlarmSeverity,
      low:
        rule.condition === 'below'
          ? rule.threshold
          : rule.condition === 'outside'
            ? rule.low
            : null,
      high:
        rule.condition === 'above'
          ? rule.threshold
          : rule.condition === 'outside'
            ? rule.high
            : null,
    };
    bySensor.get(rule.sensor_id)?.thresholds.push(threshold);
  }
  for (const alarm of alarms)
    bySensor.get(alarm.sensor_id)?.alarms.push({
      id: alarm.id,
      severity: alarm.severity as AlarmSeverity,
      openedAt: isoOf(alarm.opened),
      clearedAt: alarm.cleared === null ? null : isoOf(alarm.cleared),
    });
  return { bucketSeconds: width, series: [...bySensor.values()] };
}
