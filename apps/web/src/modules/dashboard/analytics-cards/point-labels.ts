import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import type { Units } from './use-units';

const DAY = 86_400_000;

/** The span the API covers for a period (apps/api dashboard.periods.ts `rangeOf`), in UTC. */
function spanOf(period: AnalyticsPeriodKey, now: Date): { from: Date; to: Date } {
  if (period === 'last-month') {
    return {
      from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)),
      to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    };
  }
  if (period === 'last-year') {
    const from = new Date(now);
    from.setUTCFullYear(now.getUTCFullYear() - 1);
    return { from, to: now };
  }
  return { from: new Date(now.getTime() - 28 * DAY), to: now };
}

/**
 * Names for a series' points. The API splits the period into equal steps: twelve over a year
 * (about a month each, named by month) and four over 28 days or a month (about a week each,
 * named by the day they start).
 */
export function pointLabels(
  period: AnalyticsPeriodKey,
  count: number,
  units: Units,
  now = new Date(),
): string[] {
  const { from, to } = spanOf(period, now);
  const step = (to.getTime() - from.getTime()) / Math.max(count, 1);
  return Array.from({ length: count }, (_, i) => {
    const start = from.getTime() + i * step;
    // A month-long step from the 31st starts in the month after next: its middle says which
    // month it mostly covers.
    return period === 'last-year'
      ? units.month(new Date(start + step / 2))
      : units.day(new Date(start));
  });
}
