import 'mantine-datatable/styles.css';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SortHeader } from './sort-header';

/** The title is plain text: sortable columns render it inside their sort button. */
export type ServerDataTableColumn<T> = DataTableColumn<T> & { title: string };

interface ServerDataTableProps<T> {
  /** Names the table for assistive technology, e.g. "Users". */
  label: string;
  columns: ServerDataTableColumn<T>[];
  /** Undefined before the first page arrives. */
  records: T[] | undefined;
  totalRecords: number;
  page: number;
  onPageChange: (page: number) => void;
  recordsPerPage: number;
  sortStatus: DataTableSortStatus<T>;
  onSortStatusChange: (status: DataTableSortStatus<T>) => void;
  fetching: boolean;
  noRecordsText: string;
}

/**
 * mantine-datatable for lists paged, sorted and filtered by the server, with every label in the
 * reader's language. The caller keeps page and sort in the URL; this only renders them.
 */
export function ServerDataTable<T>(props: ServerDataTableProps<T>) {
  const { columns, sortStatus, onSortStatusChange } = props;
  const { t, i18n } = useTranslation();

  const withSortButtons = useMemo(
    () =>
      columns.map((column): DataTableColumn<T> => {
        if (!column.sortable) return column;
        const sorted = sortStatus.columnAccessor === column.accessor;
        const next = sorted && sortStatus.direction === 'asc' ? 'desc' : 'asc';
        return {
          ...column,
          sortable: false,
          title: (
            <SortHeader
              label={column.title}
              direction={sorted ? sortStatus.direction : undefined}
              onSort={() =>
                onSortStatusChange({ columnAccessor: column.accessor, direction: next })
              }
            />
          ),
        };
      }),
    [columns, sortStatus, onSortStatusChange],
  );

  const number = new Intl.NumberFormat(i18n.language);
  return (
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
      totalRecords={props.totalRecords}
      page={props.page}
      onPageChange={props.onPageChange}
      recordsPerPage={props.recordsPerPage}
      noRecordsText={props.noRecordsText}
      loadingText={t('common.loading')}
      paginationText={({ from, to, totalRecords }) =>
        t('common.table.showing', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(totalRecords),
        })
      }
      getPaginationControlProps={(control) => ({ 'aria-label': t(`common.table.${control}Page`) })}
      getPaginationItemProps={(page) => ({
        'aria-label': t('common.table.page', { page }),
        'aria-current': page === props.page ? 'page' : undefined,
      })}
    />
  );
}
