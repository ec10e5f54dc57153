import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowColumn } from '../rows-table';
import { useRowValue } from '../row-value';

/** Full Name, Email, Position, Office, Start Date, Salary, sortable on the server. */
export function useServerColumns(): RowColumn[] {
  const { t } = useTranslation();
  const value = useRowValue();
  return useMemo(
    () => [
      { accessor: 'full_name', title: t('datatables.columns.full_name'), sortable: true },
      {
        accessor: 'email',
        title: t('datatables.columns.email'),
        sortable: true,
        render: (row) => value(row, 'email'),
      },
      { accessor: 'post', title: t('datatables.columns.position'), sortable: true },
      { accessor: 'city', title: t('datatables.columns.office'), sortable: true },
      {
        accessor: 'start_date',
        title: t('datatables.columns.start_date'),
        sortable: true,
        noWrap: true,
        render: (row) => value(row, 'start_date'),
      },
      {
        accessor: 'salary',
        title: t('datatables.columns.salary'),
        sortable: true,
        textAlign: 'right',
        render: (row) => value(row, 'salary'),
      },
    ],
    [t, value],
  );
}
