import {
  type AnalyticsPeriod,
  type AnalyticsPeriodKey,
  analyticsPeriodKeys,
  analyticsPeriods,
} from '@beacon/contract/dashboard';
import type { Range } from '../../lib/time-series';

const DAY = 86_400_000;

const midnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** `buckets` points from `from` to `to`, each starting on a UTC midnight, as even as days allow. */
function span(from: Date, to: Date, previousFrom: Date, buckets: number): Range {
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY);
  const edges = Array.from(
    { length: buckets },
    (_, i) => new Date(from.getTime() + Math.round((i * days) / buckets) * DAY),
  );
  return { from, to, previousFrom, buckets, edges };
}

/** The first of the month `months` after (or before) the month of `date`, UTC. */
const monthStart = (date: Date, months: number) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));

/**
 * The cards' three periods, in whole UTC days: the 28 days up to now (today is the 28th); the
 * calendar month before this one; the twelve calendar months up to now (this one the last, one
 * chart point each). A week a point for the others. Whole days let the cards add up daily totals.
 */
export function rangeOf(key: AnalyticsPeriodKey, now = new Date()): Range {
  if (key === 'last-month')
    return span(monthStart(now, -1), monthStart(now, 0), monthStart(now, -2), 4);
  if (key === 'last-year') {
    const from = monthStart(now, -11);
    const edges = Array.from({ length: 12 }, (_, i) => monthStart(now, i - 11));
    return { from, to: now, previousFrom: monthStart(now, -23), buckets: 12, edges };
  }
  const from = new Date(midnight(now).getTime() - 27 * DAY);
  return span(from, now, new Date(from.getTime() - 28 * DAY), 4);
}

/** The span of the same length just before `range`, with its own points. */
export const previousOf = (range: Range): Range =>
  span(
    range.previousFrom,
    range.from,
    new Date(2 * range.previousFrom.getTime() - range.from.getTime()),
    range.buckets,
  );

/** This calendar month up to now. */
export const thisMonth = (now = new Date()): Range =>
  span(monthStart(now, 0), now, monthStart(now, -1), 4);

export const periodName = (key: AnalyticsPeriodKey): AnalyticsPeriod =>
  analyticsPeriods[analyticsPeriodKeys.indexOf(key)] ?? analyticsPeriods[0];

/** The three periods every card with a menu lists, and the one these figures cover. */
export const periodFields = (key: AnalyticsPeriodKey) => ({
  last_days: [...analyticsPeriods],
  period: periodName(key),
});

export const days = (range: Range) => Math.round((range.to.getTime() - range.from.getTime()) / DAY);

/** Rounded to one decimal; 0 when there is nothing to compare with. */
export const growth = (now: number, before: number) =>
  before === 0 ? 0 : Math.round(((now - before) / before) * 1000) / 10;
