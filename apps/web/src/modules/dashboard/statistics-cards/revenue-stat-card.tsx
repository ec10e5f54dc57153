import { IconCurrencyDollar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { AreaStatCard } from './area-stat-card';

/** The orders' revenue of the period. */
export function RevenueStatCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AreaStatCard
      card="revenue"
      title={t('dashboard.statisticsCards.revenue.title')}
      label={t('dashboard.statisticsCards.revenue.label')}
      icon={IconCurrencyDollar}
      color="teal"
      figure={(reply) => figures.money(reply.analyticsData.revenue)}
      formatPoint={figures.money}
    />
  );
}
