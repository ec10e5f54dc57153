import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ApiError } from '../../lib/http';

interface AuditLoadErrorProps {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
  onClearFilters: () => void;
}

/**
 * A failed load, where the entries would be. A 400 says which filter the server refused (its own
 * messages) and offers to clear the filters: asking again would fail the same way. Anything else
 * can be retried.
 */
export function AuditLoadError({ error, onRetry, retrying, onClearFilters }: AuditLoadErrorProps) {
  const { t } = useTranslation();
  const refused = error instanceof ApiError && error.status === 400 ? error : null;
  if (!refused)
    return (
      <QueryErrorAlert message={t('audit.page.loadFailed')} onRetry={onRetry} retrying={retrying} />
    );
  const messages = refused.fields ? Object.values(refused.fields).flat() : [refused.message];
  return (
    <Alert color="red" variant="light" title={t('audit.page.refused')} icon={<IconAlertCircle />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('audit.page.refusedHint')}</Text>
        <List size="sm">
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFilterOff size={14} aria-hidden />}
          onClick={onClearFilters}
        >
          {t('audit.filters.clear')}
        </Button>
      </Stack>
    </Alert>
  );
}
