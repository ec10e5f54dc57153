import { Button, Code, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDatabaseOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  message: string;
  onRetry: () => void;
}

/** Covers the app when the in-browser database cannot start: nothing would work behind it. */
export function MockFailedScreen({ message, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'grid',
        placeItems: 'center',
        padding: 'var(--mantine-spacing-md)',
        background: 'var(--beacon-content-bg)',
      }}
    >
      <Paper shadow="md" p="xl" maw={480} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="red" variant="light">
            <IconDatabaseOff size={34} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            {t('app.mock.failedTitle')}
          </Title>
          <Text c="dimmed">{t('app.mock.failedHint')}</Text>
          <Code block w="100%" style={{ whiteSpace: 'pre-wrap', textAlign: 'start' }}>
            {message}
          </Code>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={onRetry}>
            {t('app.mock.retry')}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
