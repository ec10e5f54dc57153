import { Button, Loader, Stack } from '@mantine/core';
import { tableRowSortColumns, type TableRowSortColumn } from '@beacon/contract/datatables-values';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { CardFrame } from '../card-frame';
import { tableDataQuery } from '../datatables.queries';
import { RowsTable } from '../rows-table';
import { filterQuery, noFilters, type AdvanceFilters } from './advance-filters';
import { useServerColumns } from './server-columns';

// Lazy: the date-range picker and its calendar would push the route past its 120 kB budget.
const AdvanceSearchForm = lazy(() =>
  import('./advance-search-form').then(({ AdvanceSearchForm: Form }) => ({ default: Form })),
);

const perPage = 10;

/** "Advance Search": per-column filters sent to the server 400 ms after the last change. */
export function AdvanceSearchCard() {
  const { t } = useTranslation();
  const columns = useServerColumns();
  const [filters, setFilters] = useState<AdvanceFilters>(noFilters);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ column: TableRowSortColumn; direction: 'asc' | 'desc' }>({
    column: 'id',
    direction: 'asc',
  });
  // Memoised: a new object every render would restart the debounce timer for ever.
  const query = useMemo(() => filterQuery(filters), [filters]);
  const [sent] = useDebouncedValue(query, 400);
  const list = useQuery(
    tableDataQuery({ ...sent, page, perPage, sortColumn: sort.column, sort: sort.direction }),
  );

  const change = (patch: Partial<AdvanceFilters>) => {
    setFilters((before) => ({ ...before, ...patch }));
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);

  return (
    <CardFrame
      title={t('datatables.advance.search.title')}
      actions={
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          disabled={!filtered}
          onClick={() => change(noFilters)}
        >
          {t('datatables.advance.search.clear')}
        </Button>
      }
    >
      <Suspense fallback={<Loader size="sm" mx="md" mb="md" aria-label={t('common.loading')} />}>
        <AdvanceSearchForm filters={filters} onChange={change} />
      </Suspense>
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
          label={t('datatables.advance.search.title')}
          columns={columns}
          records={list.data?.invoices}
          totalRecords={list.data?.total ?? 0}
          fetching={list.isFetching}
          page={page}
          onPageChange={setPage}
          recordsPerPage={perPage}
          sort={sort}
          onSort={({ column, direction }) => {
            const known = tableRowSortColumns.find((name) => name === column);
            if (known) {
              setSort({ column: known, direction });
              setPage(1);
            }
          }}
        />
      )}
    </CardFrame>
  );
}
