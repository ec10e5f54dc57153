import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../card/dashboard-card';
import { useFigures } from '../../card/use-figures';
import { statisticsCardQuery } from '../../dashboard.queries';
import { BigFigure } from './big-figure';

/** Every account (`/card/card-statistics/subscribers`). */
export function SubscribersCard({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const query = useQuery(statisticsCardQuery('subscribers'));
  return (
    <DashboardCard
      title={t('dashboard.actionsCards.subscribers.title')}
      query={query}
      skeletonHeight={60}
      withActions
      onRemove={onRemove}
    >
      {(data) => (
        <BigFigure
          value={figures.count(data.analyticsData.subscribers)}
          caption={t('dashboard.actionsCards.subscribers.caption')}
        />
      )}
    </DashboardCard>
  );
}
