import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { AreaStatCard } from './area-stat-card';

/** Every account, with the sign-ups of the period as its chart. */
export function SubscribersCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AreaStatCard
      card="subscribers"
      title={t('dashboard.statisticsCards.subscribers.title')}
      label={t('dashboard.statisticsCards.subscribers.label')}
      icon={IconUsers}
      color="blue"
      figure={(reply) => figures.count(reply.analyticsData.subscribers)}
      formatPoint={figures.count}
    />
  );
}
