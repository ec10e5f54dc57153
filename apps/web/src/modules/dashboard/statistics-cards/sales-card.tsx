import { IconChartLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { AreaStatCard } from './area-stat-card';

/** Revenue against the period before, with the revenue itself as its chart. */
export function SalesCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AreaStatCard
      card="sales"
      title={t('dashboard.statisticsCards.sales.title')}
      label={t('dashboard.statisticsCards.sales.label')}
      seriesName={t('dashboard.statisticsCards.sales.series')}
      icon={IconChartLine}
      color="red"
      figure={(reply) => figures.signedPercent(reply.analyticsData.sales)}
      formatPoint={figures.money}
    />
  );
}
