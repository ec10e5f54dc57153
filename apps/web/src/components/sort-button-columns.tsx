import type { DataTableColumn } from 'mantine-datatable';
import { SortHeader } from './sort-header';

export interface ColumnSort {
  accessor: string;
  direction: 'asc' | 'desc';
}

/**
 * Sortable columns with their plain-text title (callers give sortable columns a string title) put inside a SortHeader button; clicking it asks
 * for the column ascending, or the other way when it is the current sort.
 */
export function sortButtonColumns<T>(
  columns: DataTableColumn<T>[],
  sort: ColumnSort,
  onSort: (sort: ColumnSort) => void,
): DataTableColumn<T>[] {
  return columns.map((column) => {
    if (!column.sortable) return column;
    const accessor = String(column.accessor);
    const sorted = sort.accessor === accessor;
    const next = sorted && sort.direction === 'asc' ? 'desc' : 'asc';
    return {
      ...column,
      sortable: false,
      title: (
        <SortHeader
          label={typeof column.title === 'string' ? column.title : accessor}
          direction={sorted ? sort.direction : undefined}
          onSort={() => onSort({ accessor, direction: next })}
        />
      ),
    };
  });
}
