import type { Series } from '@beacon/contract/monitoring';
import type { AlarmSeverity } from '@beacon/contract/monitoring-values';

/** One instant of the chart: each sensor's mean and its lowest–highest band, by key. */
export type ChartRow = { t: number } & { [key: string]: number | [number, number] };

export const avgKey = (sensorId: number) => `avg${sensorId}`;
export const bandKey = (sensorId: number) => `band${sensorId}`;

/**
 * The series merged into rows by time, oldest first, as recharts draws them: a sensor without a
 * point at a row's time has no key there (its line joins its own points across it).
 */
export function chartRows(series: Series[]): ChartRow[] {
  const rows = new Map<number, ChartRow>();
  for (const { sensorId, points } of series)
    for (const point of points) {
      const t = Date.parse(point.at);
      const row = rows.get(t) ?? { t };
      row[avgKey(sensorId)] = point.avg;
      row[bandKey(sensorId)] = [point.min, point.max];
      rows.set(t, row);
    }
  return [...rows.values()].sort((a, b) => a.t - b.t);
}

/** What the chart shows of one sensor, said in words: the table beside it for screen readers. */
export interface SeriesSummary {
  sensorId: number;
  name: string;
  unit: string;
  points: number;
  min: number | null;
  max: number | null;
  last: number | null;
  /** The thresholds' limits, each with its rule's severity. */
  limits: { severity: AlarmSeverity; low: number | null; high: number | null }[];
  alarms: number;
}

export const summarize = (series: Series): SeriesSummary => ({
  sensorId: series.sensorId,
  name: series.name,
  unit: series.unit,
  points: series.points.length,
  min: series.points.length ? Math.min(...series.points.map((point) => point.min)) : null,
  max: series.points.length ? Math.max(...series.points.map((point) => point.max)) : null,
  last: series.points.at(-1)?.avg ?? null,
  limits: series.thresholds.map(({ severity, low, high }) => ({ severity, low, high })),
  alarms: series.alarms.length,
});
