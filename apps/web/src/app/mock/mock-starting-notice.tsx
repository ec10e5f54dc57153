import { Affix, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-store';

/** A small, polite notice while the in-browser database starts; the page stays usable. */
export function MockStartingNotice() {
  const { t } = useTranslation();
  const rtl = useLayout((state) => state.direction === 'rtl');
  return (
    <Affix position={rtl ? { bottom: 16, right: 16 } : { bottom: 16, left: 16 }} zIndex={300}>
      <Paper role="status" shadow="md" px="md" py="xs" withBorder>
        <Group gap="xs" wrap="nowrap">
          <Loader size={14} aria-hidden />
          <Text size="sm">{t('app.mock.starting')}</Text>
        </Group>
      </Paper>
    </Affix>
  );
}
