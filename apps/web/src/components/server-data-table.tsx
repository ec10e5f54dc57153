import 'mantine-datatable/styles.css';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo } from 'react';
import { CursorPager, type CursorPagerProps } from './cursor-pager';
import { sortButtonColumns } from './sort-button-columns';
import { useTableLabels } from './table-labels';

/** The title is plain text: sortable columns render it inside their sort button. */
export type ServerDataTableColumn<T> = DataTableColumn<T> & { title: string };

interface TableProps<T> {
  /** Names the table for assistive technology, e.g. "Users". */
  label: string;
  columns: ServerDataTableColumn<T>[];
  /** Undefined before the first page arrives. */
  records: T[] | undefined;
  sortStatus: DataTableSortStatus<T>;
  onSortStatusChange: (status: DataTableSortStatus<T>) => void;
  fetching: boolean;
  noRecordsText: string;
}

interface PageNumbers {
  totalRecords: number;
  page: number;
  onPageChange: (page: number) => void;
  recordsPerPage: number;
  cursorPaging?: undefined;
}

interface CursorPages {
  /**
   * Pages by cursor: the table then shows First / Previous / Next / Last under its rows instead of
   * page-number buttons.
   */
  cursorPaging: Omit<CursorPagerProps, 'label'>;
  totalRecords?: number;
  page?: number;
  onPageChange?: (page: number) => void;
  recordsPerPage?: number;
}

type ServerDataTableProps<T> = TableProps<T> & (PageNumbers | CursorPages);

/**
 * mantine-datatable for lists paged, sorted and filtered by the server, with every label in the
 * reader's language. The caller keeps page and sort in the URL; this only renders them.
 */
export function ServerDataTable<T>(props: ServerDataTableProps<T>) {
  const { columns, sortStatus, onSortStatusChange, cursorPaging } = props;
  const labels = useTableLabels(props.page ?? 1);
  const withSortButtons = useMemo(
    () =>
      sortButtonColumns(
        columns,
        { accessor: String(sortStatus.columnAccessor), direction: sortStatus.direction },
        (sort) => onSortStatusChange({ columnAccessor: sort.accessor, direction: sort.direction }),
      ),
    [columns, sortStatus, onSortStatusChange],
  );
  // mantine-datatable draws its page-number footer only when given the page props (its labels
  // among them).
  const paging =
    props.cursorPaging === undefined
      ? {
          totalRecords: props.totalRecords,
          page: props.page,
          onPageChange: props.onPageChange,
          recordsPerPage: props.recordsPerPage,
          ...labels,
        }
      : {};
  const table = (
    <DataTable<T>
      aria-label={props.label}
      // Tells assistive technology (and tests) that the rows shown are about to change.
      aria-busy={props.fetching}
      withTableBorder={false}
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={props.records?.length ? undefined : 240}
      columns={withSortButtons}
      records={props.records}
      fetching={props.fetching}
      noRecordsText={props.noRecordsText}
      {...paging}
    />
  );
  if (!cursorPaging) return table;
  return (
    <>
      {table}
      <CursorPager {...cursorPaging} label={props.label} />
    </>
  );
}
