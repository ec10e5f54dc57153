import { Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EmailViewState } from './use-email-view';

/** "No Items Found", with a sentence about the view: its search, its label or its folder. */
export function EmailEmpty({ view }: { view: EmailViewState }) {
  const { t } = useTranslation();
  const q = view.search.q;
  const sentence = q
    ? t('email.empty.search', { q })
    : view.label
      ? t('email.empty.label')
      : t(`email.empty.${view.folder ?? 'inbox'}`);
  return (
    <Stack align="center" gap={4} py="xl" px="md" ta="center">
      <IconMailOff size={32} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text fw={500}>{t('email.empty.title')}</Text>
      <Text size="sm" c="dimmed">
        {sentence}
      </Text>
    </Stack>
  );
}
