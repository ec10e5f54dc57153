import { IconPackage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { AreaStatCard } from './area-stat-card';

/** Orders placed in the period. */
export function OrdersStatCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AreaStatCard
      card="orders"
      title={t('dashboard.statisticsCards.ordersReceived.title')}
      label={t('dashboard.statisticsCards.ordersReceived.label')}
      icon={IconPackage}
      color="orange"
      figure={(reply) => figures.count(reply.analyticsData.orders)}
      formatPoint={figures.count}
    />
  );
}
