import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionsCard } from '../../card/card-actions';
import { useFigures } from '../../card/use-figures';
import { statisticsCardQuery } from '../../dashboard.queries';
import { BigFigure } from './big-figure';

interface CountCardProps {
  /** Under `dashboard.actionsCards`: its `title` and `caption`. */
  name: 'orders' | 'subscribers';
  query: UseQueryResult<number>;
  subtitle?: string;
  onRemove: () => void;
}

/** One count, big, in a card with the three actions. */
function CountCard({ name, query, subtitle, onRemove }: CountCardProps) {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <ActionsCard
      title={t(`dashboard.actionsCards.${name}.title`)}
      subtitle={subtitle}
      query={query}
      skeletonHeight={60}
      onRemove={onRemove}
    >
      {(value) => (
        <BigFigure
          value={figures.count(value)}
          caption={t(`dashboard.actionsCards.${name}.caption`)}
        />
      )}
    </ActionsCard>
  );
}

/** The orders of the last 28 days (`/card/card-statistics/orders`). */
export function OrdersCard({ onRemove }: { onRemove: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    ...statisticsCardQuery('orders'),
    select: (reply) => reply.analyticsData.orders,
  });
  return (
    <CountCard
      name="orders"
      query={query}
      subtitle={t('dashboard.period.last-28-days')}
      onRemove={onRemove}
    />
  );
}

/** Every account (`/card/card-statistics/subscribers`). */
export function SubscribersCard({ onRemove }: { onRemove: () => void }) {
  const query = useQuery({
    ...statisticsCardQuery('subscribers'),
    select: (reply) => reply.analyticsData.subscribers,
  });
  return <CountCard name="subscribers" query={query} onRemove={onRemove} />;
}
