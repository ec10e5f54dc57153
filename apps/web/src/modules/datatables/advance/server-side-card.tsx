import { Group, Select, Stack } from '@mantine/core';
import { tablePageSizes, tableRowSortColumns } from '@beacon/contract/datatables-values';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { UrlSearchInput } from '../../../components/url-search-input';
import { CardFrame } from '../card-frame';
import { tableDataQuery } from '../datatables.queries';
import { RowsTable } from '../rows-table';
import { useServerColumns } from './server-columns';
import { useDatatablesSearch } from './use-datatables-search';
import { useLastPageAtMost } from '../../../lib/use-list-search';

const isSortColumn = (column: string) => tableRowSortColumns.find((known) => known === column);

/** "Server Side": the server searches, sorts and pages; the URL keeps the view across reloads. */
export function ServerSideCard() {
  const { t } = useTranslation();
  const [search, update] = useDatatablesSearch();
  const columns = useServerColumns();
  const list = useQuery(tableDataQuery(search));
  const total = list.data?.total ?? 0;

  useLastPageAtMost(list, { ...search, total }, update);

  return (
    <CardFrame title={t('datatables.advance.server.title')}>
      <Group justify="space-between" align="flex-end" px="md" pb="md" gap="sm">
        <Select
          label={t('datatables.table.show')}
          data={tablePageSizes.map(String)}
          value={String(search.perPage)}
          onChange={(value) => {
            const perPage = tablePageSizes.find((size) => String(size) === value);
            if (perPage) update({ perPage });
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 120 }}
        />
        <UrlSearchInput
          label={t('datatables.table.search')}
          q={search.q}
          onSearch={(q) => update({ q }, { replace: true })}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      {list.isError && (
        <Stack p="md" pt={0}>
          <QueryErrorAlert
            message={t('datatables.table.loadFailed')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </Stack>
      )}
      {!(list.isError && !list.data) && (
        <RowsTable
          label={t('datatables.advance.server.title')}
          columns={columns}
          records={list.data?.invoices}
          totalRecords={total}
          fetching={list.isFetching}
          page={search.page}
          onPageChange={(page) => update({ page })}
          recordsPerPage={search.perPage}
          sort={{ column: search.sortColumn, direction: search.sort }}
          onSort={({ column, direction }) => {
            const sortColumn = isSortColumn(column);
            if (sortColumn) update({ sortColumn, sort: direction });
          }}
        />
      )}
    </CardFrame>
  );
}
