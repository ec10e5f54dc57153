import { Button } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useDataTableColumns } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useRowColumns } from '../row-columns';
import type { RowColumn } from '../rows-table';
import { ClientCard } from './client-card';
import { ReorderTitle } from './reorder-title';

const keys = ['full_name', 'email', 'post', 'city', 'start_date', 'salary'] as const;
const notSortable = { sortable: false };
/** Where mantine-datatable keeps the column order, so it survives a reload. */
export const columnOrderKey = 'datatables-column-reorder';

/** "Column ReOrder": drag a title onto another, or use its arrows; the order is kept until reset. */
export function ColumnReorderCard() {
  const { t } = useTranslation();
  const columns = useRowColumns(keys, notSortable);
  const { effectiveColumns, setColumnsOrder, resetColumnsOrder } = useDataTableColumns({
    key: columnOrderKey,
    columns,
  });
  const order = effectiveColumns.map((column) => String(column.accessor));

  const move = (from: string, to: number) => {
    const next = order.filter((accessor) => accessor !== from);
    next.splice(Math.max(0, Math.min(to, next.length)), 0, from);
    setColumnsOrder(next);
  };

  // The hook hands back its own copies; look the translated columns up by accessor again.
  const ordered = order.flatMap((accessor, index) =>
    columns
      .filter((own) => own.accessor === accessor)
      .map((own): RowColumn => ({
        ...own,
        heading: (
          <ReorderTitle
            label={own.title}
            accessor={accessor}
            index={index}
            count={order.length}
            onMove={move}
            indexOf={(name) => order.indexOf(name)}
          />
        ),
      })),
  );
  return (
    <ClientCard
      title={t('datatables.basic.reorder.title')}
      description={t('datatables.basic.reorder.hint')}
      actions={
        <Button
          variant="default"
          leftSection={<IconRestore size={16} aria-hidden />}
          onClick={resetColumnsOrder}
        >
          {t('datatables.basic.reorder.reset')}
        </Button>
      }
      columns={ordered}
      storeColumnsKey={columnOrderKey}
    />
  );
}
