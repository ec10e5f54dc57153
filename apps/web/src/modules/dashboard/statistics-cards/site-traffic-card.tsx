import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { AreaStatCard } from './area-stat-card';

/** Sample figures (the app counts no visits): the latest rate is the figure. */
export function SiteTrafficCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AreaStatCard
      card="site-traffic"
      title={t('dashboard.statisticsCards.siteTraffic.title')}
      label={t('dashboard.statisticsCards.siteTraffic.label')}
      seriesName={t('dashboard.statisticsCards.siteTraffic.series')}
      icon={IconWorld}
      color="indigo"
      figure={(reply) => figures.count(reply.series[0]?.data.at(-1) ?? 0)}
      formatPoint={figures.count}
    />
  );
}
