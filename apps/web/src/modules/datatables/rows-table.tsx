import 'mantine-datatable/styles.css';
import type { TableRow } from '@beacon/contract/datatables';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowExpansionProps,
} from 'mantine-datatable';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sortButtonColumns } from '../../components/sort-button-columns';
import { useTableLabels } from '../../components/table-labels';
import classes from './rows-table.module.css';

/**
 * A column of a row table; the title is plain text, put inside a sort button when sortable.
 * `heading` replaces the title in the header of a column that is not sortable.
 */
export type RowColumn = DataTableColumn<TableRow> & { title: string; heading?: ReactNode };

/** The columns a phone shows; the others are hidden below xs (rows-table.module.css). */
const narrowColumns: ReadonlySet<string> = new Set(['full_name', 'post']);

const onPhones = <C extends DataTableColumn<TableRow>>(column: C): C =>
  narrowColumns.has(String(column.accessor))
    ? column
    : { ...column, titleClassName: classes.wideOnly, cellsClassName: classes.wideOnly };

export interface RowSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface RowsTableProps {
  /** Names the table for assistive technology. */
  label: string;
  columns: RowColumn[];
  /** Undefined before the first rows arrive. */
  records: TableRow[] | undefined;
  totalRecords: number;
  page: number;
  onPageChange: (page: number) => void;
  recordsPerPage: number;
  /** With options, a "rows per page" select shows beside the pages. */
  perPageOptions?: number[];
  onPerPageChange?: (perPage: number) => void;
  sort: RowSort;
  onSort: (sort: RowSort) => void;
  fetching?: boolean;
  selected?: TableRow[];
  onSelectedChange?: (rows: TableRow[]) => void;
  rowExpansion?: DataTableRowExpansionProps<TableRow>;
  /** localStorage key under which dragged column order is kept. */
  storeColumnsKey?: string;
}

/**
 * mantine-datatable for the data-table screens, with every label in the reader's language and
 * sortable titles as real buttons whose names say the order (mantine-datatable's own sortable
 * header has English labels and no button).
 */
export function RowsTable(props: RowsTableProps) {
  const { columns, sort, onSort } = props;
  const { t } = useTranslation();

  const labels = useTableLabels(props.page);
  const withSortButtons = useMemo(() => {
    const shown = columns.map(({ heading, ...column }) =>
      onPhones(heading && !column.sortable ? { ...column, title: heading } : column),
    );
    return sortButtonColumns<TableRow>(
      shown,
      { accessor: sort.column, direction: sort.direction },
      (next) => onSort({ column: next.accessor, direction: next.direction }),
    );
  }, [columns, sort, onSort]);

  const { perPageOptions, onPerPageChange, selected, onSelectedChange } = props;
  const perPage =
    perPageOptions && onPerPageChange
      ? {
          recordsPerPageOptions: perPageOptions,
          onRecordsPerPageChange: onPerPageChange,
          recordsPerPageLabel: t('common.table.perPage'),
        }
      : {};
  const selection =
    selected && onSelectedChange
      ? {
          selectedRecords: selected,
          onSelectedRecordsChange: onSelectedChange,
          allRecordsSelectionCheckboxProps: { 'aria-label': t('datatables.table.selectAll') },
          getRecordSelectionCheckboxProps: (row: TableRow) => ({
            'aria-label': t('datatables.table.select', { name: row.full_name }),
          }),
        }
      : {};

  return (
    <DataTable<TableRow>
      aria-label={props.label}
      // Tells assistive technology (and tests) that the rows shown are about to change.
      aria-busy={props.fetching ?? false}
      withTableBorder={false}
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={props.records?.length ? undefined : 200}
      columns={withSortButtons}
      storeColumnsKey={props.storeColumnsKey}
      records={props.records}
      fetching={props.fetching ?? !props.records}
      totalRecords={props.totalRecords}
      page={props.page}
      onPageChange={props.onPageChange}
      recordsPerPage={props.recordsPerPage}
      {...perPage}
      {...selection}
      rowExpansion={props.rowExpansion}
      noRecordsText={t('datatables.table.empty')}
      {...labels}
    />
  );
}
