import type { TableRow } from '@beacon/contract/datatables';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandButton, useExpandedRows } from '../../../components/expand-rows';
import { useRowColumns } from '../row-columns';
import type { RowColumn } from '../rows-table';
import { ClientCard } from './client-card';
import { RowDetails } from './row-details';

const keys = ['full_name', 'email', 'start_date', 'salary', 'status'] as const;

const rowDetails = (row: TableRow) => <RowDetails row={row} />;

/**
 * "Expandable Row": a button per row shows its details below it. The button (not a row click)
 * opens it, so the keyboard and screen readers get a named control with `aria-expanded`.
 */
export function ExpandableCard() {
  const { t } = useTranslation();
  const base = useRowColumns(keys);
  const { expanded, toggle, rowExpansion } = useExpandedRows(rowDetails);

  const columns = useMemo((): RowColumn[] => {
    const button: RowColumn = {
      accessor: 'expand',
      title: t('datatables.basic.expand.column'),
      width: 56,
      render: (row) => (
        <ExpandButton
          open={expanded.includes(row.id)}
          label={t('datatables.basic.expand.toggle', { name: row.full_name })}
          onToggle={() => toggle(row.id)}
        />
      ),
    };
    return [button, ...base];
  }, [base, expanded, toggle, t]);

  return (
    <ClientCard
      title={t('datatables.basic.expand.title')}
      columns={columns}
      rowExpansion={rowExpansion}
    />
  );
}
