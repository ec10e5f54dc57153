import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../card/dashboard-card';
import { useFigures } from '../../card/use-figures';
import { statisticsCardQuery } from '../../dashboard.queries';
import { BigFigure } from './big-figure';

/** The orders of the last 28 days (`/card/card-statistics/orders`). */
export function OrdersCard({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useQuery(statisticsCardQuery('orders'));
  return (
    <DashboardCard
      title={t('dashboard.actionsCards.orders.title')}
      subtitle={t('dashboard.period.last-28-days')}
      query={query}
      skeletonHeight={60}
      withActions
      onRemove={onRemove}
    >
      {(data) => (
        <BigFigure
          value={figures.count(data.analyticsData.orders)}
          caption={t('dashboard.actionsCards.orders.caption')}
        />
      )}
    </DashboardCard>
  );
}
