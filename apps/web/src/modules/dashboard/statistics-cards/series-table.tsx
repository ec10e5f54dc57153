import type { AnalyticsPeriodKey } from '@beacon/contract/dashboard-values';
import { useTranslation } from 'react-i18next';
import { ChartTable } from '../card/chart-table';
import { usePointLabels } from './use-point-labels';

interface SeriesTableProps {
  /** The card's title, which names the table. */
  title: string;
  /** The row's name: the API's series names are English, so the card gives its own. */
  name: string;
  period: AnalyticsPeriodKey;
  data: readonly number[];
  format: (value: number) => string;
}

/** A card's chart as a table screen readers can read, one cell per point. */
export function SeriesTable({ title, name, period, data, format }: SeriesTableProps) {
  const { t } = useTranslation();
  const labels = usePointLabels(period, data.length);
  return (
    <ChartTable
      caption={t('dashboard.statisticsCards.chartCaption', {
        card: title,
        period: t(`dashboard.period.${period}`),
      })}
      labels={labels}
      rows={[{ name, values: data.map(format) }]}
    />
  );
}
