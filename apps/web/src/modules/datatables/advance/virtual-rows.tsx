import { Box, Table, Text } from '@mantine/core';
import type { TableRow } from '@beacon/contract/datatables';
import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageAlign } from '../../../lib/format';
import { useRowValue } from '../row-value';
import { StatusBadge } from '../status-badge';
import classes from './virtual-rows.module.css';

/** Every row has this height, so the scroll bar is exact without measuring. */
const rowHeight = 44;
const columns = [
  'id',
  'full_name',
  'email',
  'post',
  'city',
  'start_date',
  'salary',
  'status',
] as const;

/** The columns a phone shows, as in the other row tables; the others are hidden below xs. */
const narrowColumns: ReadonlySet<string> = new Set(['full_name', 'post']);
const wideOnly = (column: string) => (narrowColumns.has(column) ? undefined : classes.wideOnly);

interface VirtualRowsProps {
  label: string;
  rows: readonly TableRow[];
}

/**
 * A table of any number of rows where only those in view (and a few either side) are in the
 * DOM: padding rows above and below stand in for the rest, so the scroll bar and the header's
 * column widths stay right. `aria-rowcount` / `aria-rowindex` tell screen readers where they are.
 */
export function VirtualRows({ label, rows }: VirtualRowsProps) {
  const { t } = useTranslation();
  const value = useRowValue();
  const align = usePageAlign();
  const viewport = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, and nothing here is memoised by hand, so the fresh
  // functions the virtualizer returns on every render cannot go stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => viewport.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  return (
    <Box
      ref={viewport}
      className={classes.viewport}
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      role="region"
      aria-label={t('datatables.advance.virtual.viewport')}
    >
      <Table aria-label={label} aria-rowcount={rows.length + 1} className={classes.table}>
        <Table.Thead className={classes.head}>
          <Table.Tr aria-rowindex={1}>
            {columns.map((column) => (
              <Table.Th key={column} className={wideOnly(column)}>
                {t(`datatables.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && (
            <tr aria-hidden style={{ height: before }}>
              <td colSpan={columns.length} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <Table.Tr key={row.id} aria-rowindex={item.index + 2} style={{ height: rowHeight }}>
                {columns.map((column) => (
                  <Table.Td key={column} className={clsx(classes.cell, wideOnly(column))}>
                    {column === 'status' ? (
                      <StatusBadge status={row.status} />
                    ) : (
                      // Cut at the value's own end, aligned with the page.
                      <Text size="sm" truncate dir="auto" ta={align}>
                        {value(row, column)}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {after > 0 && (
            <tr aria-hidden style={{ height: after }}>
              <td colSpan={columns.length} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
