import {
  type AnalyticsPeriod,
  type AnalyticsPeriodKey,
  analyticsPeriodKeys,
  analyticsPeriods,
} from '@beacon/contract/dashboard';

/** A span of time, `from` included and `to` excluded, and the span of the same length before it. */
export interface Range {
  from: Date;
  to: Date;
  previousFrom: Date;
  /** The chart's points: equal steps from `from` to `to`. */
  buckets: number;
}

const DAY = 86_400_000;

/**
 * SPEC §9's periods, in UTC: the 28 days up to now; the calendar month before this one; the
 * twelve months up to now (one chart point a month, a week for the others).
 */
export function rangeOf(key: AnalyticsPeriodKey, now = new Date()): Range {
  if (key === 'last-month') {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const previousFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1));
    return { from, to, previousFrom, buckets: 4 };
  }
  if (key === 'last-year') {
    const from = new Date(now);
    from.setUTCFullYear(now.getUTCFullYear() - 1);
    const previousFrom = new Date(now);
    previousFrom.setUTCFullYear(now.getUTCFullYear() - 2);
    return { from, to: now, previousFrom, buckets: 12 };
  }
  return {
    from: new Date(now.getTime() - 28 * DAY),
    to: now,
    previousFrom: new Date(now.getTime() - 56 * DAY),
    buckets: 4,
  };
}

export const periodName = (key: AnalyticsPeriodKey): AnalyticsPeriod =>
  analyticsPeriods[analyticsPeriodKeys.indexOf(key)] ?? analyticsPeriods[0];

/** The three periods every card with a menu lists (SPEC §9), and the one these figures cover. */
export const periodFields = (key: AnalyticsPeriodKey) => ({
  last_days: [...analyticsPeriods],
  period: periodName(key),
});

export const days = (range: Range) => Math.round((range.to.getTime() - range.from.getTime()) / DAY);

/** Rounded to one decimal; 0 when there is nothing to compare with. */
export const growth = (now: number, before: number) =>
  before === 0 ? 0 : Math.round(((now - before) / before) * 1000) / 10;
