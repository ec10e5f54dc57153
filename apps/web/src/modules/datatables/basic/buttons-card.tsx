import { Button, Group } from '@mantine/core';
import type { TableRow } from '@beacon/contract/datatables';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFrame } from '../card-frame';
import { ExportMenu } from '../export/export-menu';
import { useRowColumns } from '../row-columns';
import { RowsTable } from '../rows-table';
import { isRowKey } from '../table-row-values';
import { LoadError } from './load-state';
import { SearchBox } from './search-box';
import { useClientTable } from './use-client-table';
import { useInitialData } from './use-initial-data';

const AddRecordModal = lazy(() =>
  import('./add-record-modal').then(({ AddRecordModal: Modal }) => ({ default: Modal })),
);

const keys = ['full_name', 'post', 'email', 'start_date', 'salary', 'status'] as const;
const perPageOptions = [10, 25, 50, 100];

/** "DataTable with Buttons": search, sort, pages, selection, export and "Add Record". */
export function ButtonsCard() {
  const { t } = useTranslation();
  const data = useInitialData();
  const table = useClientTable(data.data);
  const columns = useRowColumns(keys);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [adding, setAdding] = useState(false);

  // Selected rows in the table's order; a row the search hides stays out of the export.
  const selected = table.shown.filter((row) => selectedIds.has(row.id));
  const exported = selected.length > 0 ? selected : table.shown;
  const setSelected = (rows: TableRow[]) => {
    // mantine-datatable reports the selection of this page only; keep other pages' choices.
    const here = new Set(table.pageRows.map((row) => row.id));
    const next = new Set([...selectedIds].filter((id) => !here.has(id)));
    for (const row of rows) next.add(row.id);
    setSelectedIds(next);
  };

  return (
    <CardFrame
      title={t('datatables.basic.buttons.title')}
      actions={
        <>
          <ExportMenu rows={exported} />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t('datatables.add.button')}
          </Button>
        </>
      }
    >
      <Group justify="space-between" align="flex-end" px="md" pb="md" gap="sm">
        <SearchBox value={table.q} onChange={table.setQ} />
        {selected.length > 0 && (
          <Button variant="subtle" onClick={() => setSelectedIds(new Set())}>
            {t('datatables.table.clearSelection', { count: selected.length })}
          </Button>
        )}
      </Group>
      <LoadError />
      {!data.isError && (
        <RowsTable
          label={t('datatables.basic.buttons.title')}
          columns={columns}
          records={data.data ? table.pageRows : undefined}
          totalRecords={table.shown.length}
          page={table.page}
          onPageChange={table.setPage}
          recordsPerPage={table.perPage}
          perPageOptions={perPageOptions}
          onPerPageChange={table.setPerPage}
          sort={table.sort}
          onSort={({ column, direction }) => {
            if (isRowKey(column)) table.setSort({ column, direction });
          }}
          selected={selected.filter((row) => table.pageRows.includes(row))}
          onSelectedChange={setSelected}
        />
      )}
      {adding && (
        <Suspense>
          <AddRecordModal onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </CardFrame>
  );
}
