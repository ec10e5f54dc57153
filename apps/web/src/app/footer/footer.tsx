import { Group, Text } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "COPYRIGHT © {year} Beacon, All rights Reserved" and the hand-crafted line. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Group component="footer" justify="space-between" h="100%" px="md" py="sm" gap="xs">
      <Text size="sm">{t('app.footer.copyright', { year: new Date().getFullYear() })}</Text>
      <Text size="sm" visibleFrom="sm" style={{ display: 'inline-flex', gap: 4 }}>
        {t('app.footer.madeWith')}
        <IconHeartFilled size={16} color="var(--mantine-color-red-7)" aria-hidden />
      </Text>
    </Group>
  );
}
