import { Badge, Button, Stack, Text } from '@mantine/core';
import { tableGenerateMax } from '@beacon/contract/datatables-values';
import { notifications } from '@mantine/notifications';
import { IconDatabasePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { CardFrame } from '../card-frame';
import { initialDataQuery, useGenerateRows } from '../datatables.queries';

// Lazy: the virtualizer is only needed once the rows have arrived, and keeps the route in budget.
const VirtualRows = lazy(() =>
  import('./virtual-rows').then(({ VirtualRows: Rows }) => ({ default: Rows })),
);

/** How many rows the virtual table is meant to show off. */
const target = 10_000;

/** Every row in one scrolling, virtualised table, topped up to 10,000 rows on request. */
export function VirtualCard() {
  const { t, i18n } = useTranslation();
  const data = useQuery(initialDataQuery());
  const generate = useGenerateRows();
  const rows = data.data ?? [];
  const missing = Math.min(tableGenerateMax, Math.max(0, target - rows.length));
  const number = new Intl.NumberFormat(i18n.language);
  const title = t('datatables.advance.virtual.title');

  const topUp = () =>
    generate.mutate(missing, {
      onSuccess: ({ total }) =>
        notifications.show({
          color: 'green',
          title: t('datatables.advance.virtual.generated'),
          message: t('datatables.advance.virtual.generatedMessage', {
            total: number.format(total),
          }),
        }),
      onError: () =>
        notifications.show({
          color: 'red',
          title: t('datatables.advance.virtual.generateFailed'),
          message: t('datatables.advance.virtual.generateFailedMessage'),
        }),
    });

  return (
    <CardFrame
      title={title}
      description={t('datatables.advance.virtual.hint')}
      actions={
        <>
          <Badge variant="light" size="lg" role="status">
            {t('datatables.advance.virtual.count', {
              count: rows.length,
              formatted: number.format(rows.length),
            })}
          </Badge>
          <Button
            leftSection={<IconDatabasePlus size={16} aria-hidden />}
            onClick={topUp}
            loading={generate.isPending}
            disabled={!data.data || missing === 0}
          >
            {t('datatables.advance.virtual.generate', {
              count: missing,
              formatted: number.format(missing),
            })}
          </Button>
        </>
      }
    >
      {data.isError ? (
        <Stack p="md" pt={0}>
          <QueryErrorAlert
            message={t('datatables.table.loadFailed')}
            onRetry={() => void data.refetch()}
            retrying={data.isFetching}
          />
        </Stack>
      ) : !data.data ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('common.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('datatables.table.empty')}
        </Text>
      ) : (
        <Suspense>
          <VirtualRows label={title} rows={rows} />
        </Suspense>
      )}
    </CardFrame>
  );
}
