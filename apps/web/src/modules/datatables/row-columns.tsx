import type { TableRow } from '@beacon/contract/datatables';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowColumn } from './rows-table';
import { useRowValue } from './row-value';
import { StatusBadge } from './status-badge';

type ColumnKey = 'full_name' | 'post' | 'email' | 'city' | 'start_date' | 'salary' | 'status';

/**
 * The row columns the client-side cards show, titled in the reader's language. `extra` is
 * merged into every column (e.g. `sortable: false`).
 */
export function useRowColumns(
  keys: readonly ColumnKey[],
  extra: { sortable?: boolean } = {},
): RowColumn[] {
  const { t } = useTranslation();
  const value = useRowValue();
  return useMemo(() => {
    const all: Record<ColumnKey, RowColumn> = {
      full_name: { accessor: 'full_name', title: t('datatables.columns.full_name') },
      post: { accessor: 'post', title: t('datatables.columns.post') },
      email: {
        accessor: 'email',
        title: t('datatables.columns.email'),
        render: (row) => value(row, 'email'),
      },
      city: { accessor: 'city', title: t('datatables.columns.city') },
      start_date: {
        accessor: 'start_date',
        title: t('datatables.columns.start_date'),
        noWrap: true,
        render: (row) => value(row, 'start_date'),
      },
      salary: {
        accessor: 'salary',
        title: t('datatables.columns.salary'),
        textAlign: 'right',
        render: (row) => value(row, 'salary'),
      },
      status: {
        accessor: 'status',
        title: t('datatables.columns.status'),
        render: (row: TableRow) => <StatusBadge status={row.status} />,
      },
    };
    return keys.map((key) => ({ sortable: true, ...all[key], ...extra }));
  }, [t, keys, extra, value]);
}
