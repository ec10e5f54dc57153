import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// Figures over time, as the dashboards' cards show them: a span of time cut into chart points, and
// the SQL that sums rows into them. The modules that give the dashboards their figures
// (`contributes.dashboard`) build them with these: each reads one indexed range of rows and groups
// it once; amounts come back in dollars.

/** A span of time, `from` included and `to` excluded, and the span of the same length before it. */
export interface Range {
  from: Date;
  to: Date;
  previousFrom: Date;
  /** The chart's points. */
  buckets: number;
  /** Where each point starts: `from` first, then whole UTC days apart (so daily totals add up). */
  edges: Date[];
}

/** A total over a range and the same figure per chart point (`range.buckets` of them). */
export interface Trend {
  total: number;
  series: number[];
}

/** The chart point (0-based) a UTC day falls in, or -1 before the range. */
export const bucketOfDay = (range: Range, day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  let bucket = -1;
  for (const [i, edge] of range.edges.entries()) if (time >= edge.getTime()) bucket = i;
  return bucket;
};

export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
export const day = (date: Date) => date.toISOString().slice(0, 10);
export const within = (column: AnyColumn | SQL | SQL.Aliased, from: Date, to: Date) =>
  sql`${column} >= ${at(from)} and ${column} < ${at(to)}`;
/**
 * The chart point (1…buckets) a time falls in, by the range's edges. Literal numbers, not
 * parameters, so that the same expression can be grouped by position.
 */
export const bucketOf = (column: AnyColumn | SQL, range: Range) =>
  sql<number>`width_bucket(extract(epoch from ${column})::float8, ${sql.raw(`array[${range.edges.map((edge) => edge.getTime() / 1000).join(',')}]::float8[]`)})`;

export const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;

export function trend(
  rows: { bucket: number; value: unknown }[],
  buckets: number,
  money = false,
): Trend {
  const series = Array.from({ length: buckets }, () => 0);
  for (const row of rows) {
    const i = Number(row.bucket) - 1;
    if (i >= 0 && i < buckets) series[i] = (series[i] ?? 0) + Number(row.value ?? 0);
  }
  const rounded = money ? series.map(cents) : series;
  return {
    total: rounded.reduce((sum, value) => (money ? cents(sum + value) : sum + value), 0),
    series: rounded,
  };
}

export const byPosition = sql`1`;

/** Daily figures added up over the range, and per chart point (a day before the first: total only). */
export function byDay(range: Range, rows: { day: string; value: unknown }[], money = false): Trend {
  const series = Array.from({ length: range.buckets }, () => 0);
  let total = 0;
  for (const row of rows) {
    const value = Number(row.value ?? 0);
    total += value;
    const i = bucketOfDay(range, row.day);
    if (i >= 0) series[i] = (series[i] ?? 0) + value;
  }
  return money ? { total: cents(total), series: series.map(cents) } : { total, series };
}

/** `column` (a date) from the range's first day to the day its end falls in. */
export const daysWithin = (column: AnyColumn, range: Range) =>
  sql`${column} >= ${day(range.from)} and ${column} <= ${day(new Date(range.to.getTime() - 1))}`;

/** A date column's month (1…12), for figures by month of a calendar year. */
export const month = (column: AnyColumn) => sql<number>`extract(month from ${column})::int`;

/** `column` (a date) within the calendar year. */
export const daysOfYear = (column: AnyColumn, year: number) =>
  sql`${column} >= ${day(new Date(Date.UTC(year, 0, 1)))} and ${column} < ${day(new Date(Date.UTC(year + 1, 0, 1)))}`;

/** Dollars by month (1…12) as the twelve months of the year. */
export const months = (rows: { month: number; value: unknown }[]) =>
  trend(
    rows.map((r) => ({ bucket: r.month, value: r.value })),
    12,
    true,
  ).series;
