import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface QueryErrorAlertProps {
  /** What could not be loaded, e.g. "The users could not be loaded." */
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed request shown where its data would be, with a way to try again. */
export function QueryErrorAlert({ message, onRetry, retrying }: QueryErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('common.error.title')} icon={<IconAlertCircle />}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{message ?? t('common.error.load')}</Text>
        <Button
          size="xs"
          // Neutral, not red on white: red text on the light alert stays under 4.5:1.
          variant="default"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
