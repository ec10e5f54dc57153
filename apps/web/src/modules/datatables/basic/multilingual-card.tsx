import type { TableRow } from '@beacon/contract/datatables';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowColumn } from '../rows-table';
import { StatusBadge } from '../status-badge';
import { isoDate, salaryValue } from '../table-row-values';
import { ClientCard } from './client-card';

/**
 * "Multilingual": headings, pagination, status names, dates and amounts follow the app's
 * language, which the navbar's language menu changes.
 */
export function MultilingualCard() {
  const { t, i18n } = useTranslation();
  const columns = useMemo((): RowColumn[] => {
    const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    // UTC: the text is a calendar day, not an instant in the reader's zone.
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const date = (row: TableRow) => {
      const parsed = new Date(`${isoDate(row.start_date)}T00:00:00Z`);
      return Number.isNaN(parsed.getTime()) ? row.start_date : day.format(parsed);
    };
    return [
      { accessor: 'full_name', title: t('datatables.columns.full_name'), sortable: true },
      { accessor: 'post', title: t('datatables.columns.post'), sortable: true },
      { accessor: 'email', title: t('datatables.columns.email'), sortable: true },
      {
        accessor: 'start_date',
        title: t('datatables.columns.start_date'),
        sortable: true,
        noWrap: true,
        render: date,
      },
      {
        accessor: 'salary',
        title: t('datatables.columns.salary'),
        sortable: true,
        textAlign: 'right',
        render: (row) => money.format(salaryValue(row.salary)),
      },
      {
        accessor: 'status',
        title: t('datatables.columns.status'),
        sortable: true,
        render: (row) => <StatusBadge status={row.status} />,
      },
    ];
  }, [t, i18n.language]);
  return (
    <ClientCard
      title={t('datatables.basic.multilingual.title')}
      description={t('datatables.basic.multilingual.hint')}
      columns={columns}
    />
  );
}
