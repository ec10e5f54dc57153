import { ActionIcon } from '@mantine/core';
import type { TableRow } from '@beacon/contract/datatables';
import { IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRowColumns } from '../row-columns';
import type { RowColumn } from '../rows-table';
import { ClientCard } from './client-card';
import { RowDetails } from './row-details';

const keys = ['full_name', 'email', 'start_date', 'salary', 'status'] as const;

/**
 * "Expandable Row": a button per row shows its details below it. The button (not a row click)
 * opens it, so the keyboard and screen readers get a named control with `aria-expanded`.
 */
export function ExpandableCard() {
  const { t } = useTranslation();
  const base = useRowColumns(keys);
  const [expanded, setExpanded] = useState<number[]>([]);

  const columns = useMemo((): RowColumn[] => {
    const toggle = (row: TableRow) =>
      setExpanded((ids) =>
        ids.includes(row.id) ? ids.filter((id) => id !== row.id) : [...ids, row.id],
      );
    const button: RowColumn = {
      accessor: 'expand',
      title: t('datatables.basic.expand.column'),
      width: 56,
      render: (row) => {
        const open = expanded.includes(row.id);
        return (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-expanded={open}
            aria-label={t('datatables.basic.expand.toggle', { name: row.full_name })}
            onClick={() => toggle(row)}
          >
            <IconChevronRight
              size={16}
              aria-hidden
              style={{
                transform: open ? 'rotate(90deg)' : undefined,
                transition: 'transform 150ms',
              }}
            />
          </ActionIcon>
        );
      },
    };
    return [button, ...base];
  }, [base, expanded, t]);

  return (
    <ClientCard
      title={t('datatables.basic.expand.title')}
      columns={columns}
      rowExpansion={{
        trigger: 'never',
        allowMultiple: true,
        expanded: {
          recordIds: expanded,
          onRecordIdsChange: (ids: unknown[]) =>
            setExpanded(ids.filter((id): id is number => typeof id === 'number')),
        },
        content: ({ record }) => <RowDetails row={record} />,
      }}
    />
  );
}
