import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks a card whose figures are samples (the reply says `sample: true`): the app has no such data. */
export function SampleBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="gray" size="sm">
      {t('dashboard.sample')}
    </Badge>
  );
}
