import type { TableRow } from '@beacon/contract/datatables';
import type { DataTableRowExpansionProps } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { CardFrame } from '../card-frame';
import { RowsTable, type RowColumn } from '../rows-table';
import { isRowKey } from '../table-row-values';
import { LoadError } from './load-state';
import { useClientTable } from './use-client-table';
import { useInitialData } from './use-initial-data';

interface ClientCardProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  columns: RowColumn[];
  rowExpansion?: DataTableRowExpansionProps<TableRow>;
  storeColumnsKey?: string;
}

/** A card with a client-side table of every row: sort by a title, page through, no search. */
export function ClientCard({ title, description, actions, columns, ...table }: ClientCardProps) {
  const data = useInitialData();
  const rows = useClientTable(data.data);
  return (
    <CardFrame title={title} description={description} actions={actions}>
      <LoadError />
      {!data.isError && (
        <RowsTable
          label={title}
          columns={columns}
          records={data.data ? rows.pageRows : undefined}
          totalRecords={rows.shown.length}
          page={rows.page}
          onPageChange={rows.setPage}
          recordsPerPage={rows.perPage}
          sort={rows.sort}
          onSort={({ column, direction }) => {
            if (isRowKey(column)) rows.setSort({ column, direction });
          }}
          {...table}
        />
      )}
    </CardFrame>
  );
}
