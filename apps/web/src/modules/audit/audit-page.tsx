import { Alert, Card, Group, Stack } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditSkeletonRows } from '../../components/audit/audit-skeleton-rows';
import { AuditTable } from '../../components/audit/audit-table';
import { CursorPager, cursorSearch } from '../../components/cursor-pager';
import { PageHeader } from '../../components/page-header';
import { RefreshButton } from '../../components/refresh-button';
import { AuditEmpty } from './audit-empty';
import { AuditFilters } from './audit-filters';
import { AuditLoadError } from './audit-load-error';
import { AuditPageSizeSelect } from './audit-page-size-select';
import { auditKeys, auditListQuery } from './audit.queries';
import { useClearAuditFilters } from './use-clear-audit-filters';
import { hasFilters, useAuditSearch } from './use-audit-search';

/** `/apps/audit`: who changed what and when, filtered and paged by cursor through the URL. */
export function AuditPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, update] = useAuditSearch();
  const clearFilters = useClearAuditFilters();
  // A hand-edited link can name a last day before the first: nothing can match, so no request.
  const reversed = search.from !== undefined && search.to !== undefined && search.from > search.to;
  // With a cursor the API ignores the page number (absent on the last page of an estimate).
  const list = useQuery({
    ...auditListQuery({ ...search, page: search.page ?? 1 }),
    enabled: !reversed,
  });

  // A page number past the end (an old link): go to the last page. A cursor finds its own place,
  // and an estimated total cannot say where the end is.
  const page = search.cursor === undefined ? (search.page ?? 1) : search.page;
  const lastPage = Math.max(1, Math.ceil((list.data?.total ?? 0) / search.perPage));
  const pastTheEnd =
    list.isSuccess &&
    !list.isPlaceholderData &&
    list.data.totalExact &&
    search.cursor === undefined &&
    (page ?? 1) > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: auditKeys.all });
  const entries = list.data?.entries;

  let body: ReactNode;
  if (reversed)
    body = (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconCalendarX />}
        title={t('audit.page.reversed')}
      >
        {t('audit.page.reversedHint')}
      </Alert>
    );
  else if (list.isError && !list.data)
    body = (
      <AuditLoadError
        error={list.error}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        onClearFilters={clearFilters}
      />
    );
  else if (!entries) body = <AuditSkeletonRows />;
  else if (entries.length === 0 && !list.isPlaceholderData)
    body = <AuditEmpty filtered={hasFilters(search)} onClear={clearFilters} />;
  else
    body = (
      <>
        <AuditTable
          label={t('audit.page.table')}
          entries={entries}
          fetching={list.isFetching}
          noRecordsText={t('audit.empty.filtered')}
        />
        <CursorPager
          label={t('audit.page.pages')}
          total={list.data?.total ?? 0}
          totalExact={list.data?.totalExact ?? true}
          cursors={list.data?.cursors}
          page={page}
          perPage={search.perPage}
          onMove={(to) => update(cursorSearch(to))}
        />
      </>
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('audit.page.title')}
        description={t('audit.page.description')}
        actions={
          <RefreshButton
            label={t('audit.page.refresh')}
            onClick={refresh}
            refreshing={list.isFetching && !list.isPending}
          />
        }
      />
      <AuditFilters />
      <Card padding={0}>
        <Group p="md">
          <AuditPageSizeSelect />
        </Group>
        {reversed || (list.isError && !list.data) ? (
          <Stack p="md" pt={0}>
            {body}
          </Stack>
        ) : (
          body
        )}
      </Card>
    </Stack>
  );
}
