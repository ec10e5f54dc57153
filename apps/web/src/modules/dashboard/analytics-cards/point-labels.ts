import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import type { Units } from './use-units';

const DAY = 86_400_000;

const midnight = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * The span the API covers for a period split in weeks (apps/api dashboard.periods.ts `rangeOf`):
 * whole UTC days, today the last of them.
 */
function spanOf(period: AnalyticsPeriodKey, now: Date): { from: Date; to: Date } {
  if (period === 'last-month') {
    return {
      from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
      to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    };
  }
  return { from: new Date(midnight(now).getTime() - 27 * DAY), to: now };
}

/**
 * Names for a series' points: the API's twelve calendar months of the last year, named by month,
 * or four steps of whole days over 28 days or a month (about a week each, named by the day they
 * start).
 */
export function pointLabels(
  period: AnalyticsPeriodKey,
  count: number,
  units: Units,
  now = new Date(),
): string[] {
  // The last year is twelve calendar months, this one the last.
  if (period === 'last-year')
    return Array.from({ length: count }, (_, i) =>
      units.month(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i + 1 - count, 15))),
    );
  const { from, to } = spanOf(period, now);
  const days = Math.ceil((to.getTime() - from.getTime()) / DAY);
  return Array.from({ length: count }, (_, i) =>
    units.day(new Date(from.getTime() + Math.round((i * days) / Math.max(count, 1)) * DAY)),
  );
}
