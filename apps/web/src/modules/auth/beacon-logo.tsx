import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The brand mark and name. The mark is the shell's public asset (`/logo-white.svg`), referenced by
 * URL: a module may not import the shell, and the sign-in pages should show the same logo.
 */
export function BeaconLogo() {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      <img src="/logo-white.svg" alt="" width={36} height={36} />
      <Text fw={700} fz={24} lh={1}>
        {t('auth.brand')}
      </Text>
    </Group>
  );
}
