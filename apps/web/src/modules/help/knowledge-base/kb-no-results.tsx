import { Card, Group, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a knowledge-base search that finds nothing shows. */
export function KbNoResults() {
  const { t } = useTranslation();
  return (
    <Card>
      <Group gap="xs" justify="center" py="md" role="status">
        <IconSearchOff size={20} aria-hidden />
        <Text fw={500}>{t('help.kb.noResults')}</Text>
      </Group>
    </Card>
  );
}
