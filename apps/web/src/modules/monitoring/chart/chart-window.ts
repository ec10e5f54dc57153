import type { ReadingsEvent, SeriesPoint, SeriesReply } from '@beacon/contract/monitoring';
import {
  type ChartWindow,
  chartWindowSeconds,
  liveChartWindows,
} from '@beacon/contract/monitoring-values';

/** A range in milliseconds since the epoch: `from` included, `to` excluded, as the API takes it. */
export interface TimeRange {
  from: number;
  to: number;
}

/** The chart's search params: the route checks them (chart-search.ts). */
export interface ChartSearch {
  sensors?: number[];
  window: ChartWindow;
  from?: string;
  to?: string;
}

/** A custom range the URL lacks or cannot use: the last day, as the 24 h window shows. */
const fallbackSeconds = chartWindowSeconds['24h'];

export const isLive = (window: ChartWindow) => liveChartWindows.includes(window);

/**
 * The range a window shows at `now`: the last 15 minutes … 30 days up to now, or the URL's custom
 * range (the last day when it has none, or one that ends before it starts).
 */
export function rangeOf(search: ChartSearch, now: number): TimeRange {
  if (search.window !== 'custom')
    return { from: now - chartWindowSeconds[search.window] * 1000, to: now };
  const from = search.from === undefined ? Number.NaN : Date.parse(search.from);
  const to = search.to === undefined ? Number.NaN : Date.parse(search.to);
  if (Number.isFinite(from) && Number.isFinite(to) && from < to) return { from, to };
  return { from: now - fallbackSeconds * 1000, to: now };
}

/** The series as the chart keeps them: the API's reply and the range it was asked for. */
export type ChartData = SeriesReply & TimeRange;

/**
 * One reading folded into a series' points: a raw point when the series is raw (`bucket` 0), else
 * into the last bucket when it falls in it (its min, mean and max updated), or a new bucket
 * after it. Points stay oldest first; a reading at the time of a point it already has is ignored.
 */
function fold(points: SeriesPoint[], at: number, value: number, bucket: number): SeriesPoint[] {
  const last = points.at(-1);
  const lastAt = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
  if (bucket === 0) {
    if (at <= lastAt) return points;
    return [...points, { at: new Date(at).toISOString(), min: value, avg: value, max: value }];
  }
  const width = bucket * 1000;
  if (last && at >= lastAt && at < lastAt + width) {
    // The bucket's count is not sent, so its mean cannot be kept exactly: the reading weighs as
    // much as the bucket so far. Its min and max are exact; a reload brings the true mean.
    const avg = (last.avg + value) / 2;
    return [
      ...points.slice(0, -1),
      { at: last.at, min: Math.min(last.min, value), avg, max: Math.max(last.max, value) },
    ];
  }
  if (at < lastAt) return points;
  const start = last ? lastAt + Math.floor((at - lastAt) / width) * width : at;
  return [...points, { at: new Date(start).toISOString(), min: value, avg: value, max: value }];
}

/**
 * A live window's data with one sensor's new readings appended, slid to end at `now`: the window
 * keeps its width, and points that fall out of its start are dropped.
 */
export function appendReadings(data: ChartData, event: ReadingsEvent, now: number): ChartData {
  const width = data.to - data.from;
  const from = now - width;
  return {
    ...data,
    from,
    to: now,
    series: data.series.map((series) => {
      let points =
        series.sensorId === event.sensorId
          ? event.readings.reduce(
              (kept, reading) =>
                fold(kept, Date.parse(reading.at), reading.value, data.bucketSeconds),
              series.points,
            )
          : series.points;
      const firstKept = points.findIndex((point) => Date.parse(point.at) >= from);
      points = firstKept === -1 ? [] : firstKept === 0 ? points : points.slice(firstKept);
      return points === series.points ? series : { ...series, points };
    }),
  };
}
