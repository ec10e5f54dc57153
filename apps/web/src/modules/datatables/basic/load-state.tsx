import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useInitialData } from './use-initial-data';

/** A failed load of the rows, where the table would be, with a retry. */
export function LoadError() {
  const { t } = useTranslation();
  const data = useInitialData();
  if (!data.isError) return null;
  return (
    <Stack p="md" pt={0}>
      <QueryErrorAlert
        message={t('datatables.table.loadFailed')}
        onRetry={() => void data.refetch()}
        retrying={data.isFetching}
      />
    </Stack>
  );
}
