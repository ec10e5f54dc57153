import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { AreaStatCard } from './area-stat-card';

/** Accounts with a session that can still be refreshed. */
export function ActiveUsersCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AreaStatCard
      card="active-users"
      title={t('dashboard.statisticsCards.activeUsers.title')}
      label={t('dashboard.statisticsCards.activeUsers.label')}
      icon={IconUserCheck}
      color="green"
      figure={(reply) => figures.count(reply.analyticsData.activeUsers)}
      formatPoint={figures.count}
    />
  );
}
