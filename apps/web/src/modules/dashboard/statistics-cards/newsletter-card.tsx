import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '../card/use-figures';
import { AreaStatCard } from './area-stat-card';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Sample figures (the app sends no newsletter): the sign-ups of the period in all. */
export function NewsletterCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  return (
    <AreaStatCard
      card="newsletter"
      title={t('dashboard.statisticsCards.newsletter.title')}
      label={t('dashboard.statisticsCards.newsletter.label')}
      seriesName={t('dashboard.statisticsCards.newsletter.series')}
      icon={IconMail}
      color="yellow"
      figure={(reply) => figures.count(sum(reply.series[0]?.data ?? []))}
      formatPoint={figures.count}
    />
  );
}
