import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { useTranslation } from 'react-i18next';

/**
 * Names for a series' points, for its text table. The API splits a period in equal steps
 * (apps/api/src/modules/dashboard/dashboard.periods.ts): twelve months for the last year, four
 * weeks otherwise; sample series have their own length, so their points are only numbered.
 */
export function usePointLabels(period: AnalyticsPeriodKey, count: number): string[] {
  const { t, i18n } = useTranslation();
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  if (period === 'last-year' && count === 12) {
    const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric' });
    const now = new Date();
    // The last step ends now: it is mostly this month, the first one mostly eleven months ago.
    return numbers.map((n) => month.format(new Date(now.getFullYear(), now.getMonth() - 12 + n)));
  }
  if (period !== 'last-year' && count === 4)
    return numbers.map((n) => t('dashboard.statisticsCards.week', { n }));
  return numbers.map((n) => t('dashboard.statisticsCards.point', { n }));
}
