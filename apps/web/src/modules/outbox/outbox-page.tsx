import { Button, Card, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { outboxPerPageOptions } from '@beacon/contract/outbox-values';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { RefreshButton } from '../../components/refresh-button';
import { PageSizeSelect } from '../../components/page-size-select';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { UrlSearchInput } from '../../components/url-search-input';
import { useLastPageAtMost } from '../../lib/use-list-search';
import { EmptyOutboxDialog } from './empty-outbox-dialog';
import { OutboxMailModal } from './outbox-mail-modal';
import { OutboxTable } from './outbox-table';
import { outboxKeys, outboxListQuery } from './outbox.queries';
import { useOutboxSearch } from './use-outbox-search';

/** `/apps/outbox`: the mail kept instead of sent, searched and paged through the URL. */
export function OutboxPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, update] = useOutboxSearch();
  const [emptying, setEmptying] = useState(false);
  const list = useQuery(
    outboxListQuery({ q: search.q, page: search.page, perPage: search.perPage }),
  );
  const total = list.data?.total ?? 0;
  useLastPageAtMost(list, { ...search, total }, update);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: outboxKeys.lists() });

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('outbox.page.title')}
        description={t('outbox.page.description')}
        actions={
          <>
            <RefreshButton
              label={t('outbox.page.refresh')}
              onClick={refresh}
              refreshing={list.isFetching && !list.isPending}
            />
            <Button
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setEmptying(true)}
              disabled={!list.data || (total === 0 && !search.q)}
            >
              {t('outbox.page.empty')}
            </Button>
          </>
        }
      />
      <Card padding={0}>
        <Group justify="space-between" align="flex-end" gap="sm" p="md" wrap="wrap">
          <PageSizeSelect
            sizes={outboxPerPageOptions}
            value={search.perPage}
            onChange={(perPage) => update({ perPage })}
          />
          <UrlSearchInput
            q={search.q}
            onSearch={(q) => update({ q }, { replace: true })}
            label={t('outbox.page.search')}
            placeholder={t('outbox.page.searchPlaceholder')}
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
        {list.isError && (
          <Stack p="md" pt={0}>
            <QueryErrorAlert
              message={t('outbox.page.loadFailed')}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </Stack>
        )}
        {/* Without data a failed load shows only the alert, not a misleading "no mail". */}
        {!(list.isError && !list.data) && (
          <OutboxTable
            mails={list.data?.mails}
            total={total}
            fetching={list.isFetching}
            noRecordsText={search.q ? t('outbox.page.noMatch') : t('outbox.page.none')}
          />
        )}
      </Card>
      <OutboxMailModal />
      <EmptyOutboxDialog opened={emptying} onClose={() => setEmptying(false)} />
    </Stack>
  );
}
