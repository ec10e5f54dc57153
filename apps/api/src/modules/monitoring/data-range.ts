import { rangeDaysMax } from '@beacon/contract/monitoring';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';

// What the report and the chart share: the checked time range, and the sensors a selection names.

export interface Range {
  from: Date;
  to: Date;
}

/** `from` before `to`, and at most `rangeDaysMax` days apart: else a 400 on `to`. */
export function checkedRange(query: { from: string; to: string }): Range {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to.getTime() <= from.getTime()) throw badRequest({ to: ['The end must be after the start'] });
  if (to.getTime() - from.getTime() > rangeDaysMax * 86_400_000)
    throw badRequest({ to: [`The range must be at most ${rangeDaysMax} days`] });
  return { from, to };
}

export const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A time as epoch seconds from SQL (one number on both drivers) back to ISO text. */
export const isoOf = (epochSeconds: number | string) =>
  new Date(Number(epochSeconds) * 1000).toISOString();

/**
 * The sensors a report covers: those named, and those of the zones named (either list may be
 * left out); neither: every sensor. A test of `sensorId` alone, so the rows need no join.
 */
export function selection(
  query: { sensors?: number[] | undefined; zones?: string[] | undefined },
  sensorId: SQL,
): SQL {
  const ids = query.sensors ?? [];
  const zones = query.zones ?? [];
  const parts: SQL[] = [];
  if (ids.length > 0)
    parts.push(
      sql`${sensorId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (zones.length > 0)
    parts.push(
      sql`${sensorId} in (select id from sensors where zone in (${sql.join(
        zones.map((name) => sql`${name}`),
        sql`, `,
      )}))`,
    );
  return parts.length === 0 ? sql`true` : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * `column`'s time cut into periods of `seconds`, counted from a Monday at midnight UTC: days and
 * hours in UTC whatever the session's time zone, weeks starting on Monday. `date_bin` is plain
 * arithmetic on the instant, twice as fast here as `date_trunc` with a time zone.
 */
export const periodOf = (column: SQL, seconds: number) =>
  sql`date_bin(${sql.raw(`'${seconds} seconds'`)}::interval, ${column}, '2000-01-03T00:00:00Z'::timestamptz)`;
