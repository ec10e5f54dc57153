import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A spinner, named for screen readers, where content is on its way. */
export function CenteredLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
