import { ActionIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { DataTableRowExpansionProps } from 'mantine-datatable';
import { type ReactNode, useCallback, useMemo, useState } from 'react';

interface ExpandButtonProps {
  open: boolean;
  /** Names the row it opens, e.g. "Details of entry 12". */
  label: string;
  onToggle: () => void;
}

/** A row's button that shows its details below it; the chevron turns down while they show. */
export function ExpandButton({ open, label, onToggle }: ExpandButtonProps) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-expanded={open}
      aria-label={label}
      // A row's own click may toggle too (the audit log): without this the two would cancel out.
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
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
}

/**
 * Rows opened by their own button (not by mantine-datatable's row click), any number at once.
 * `rowExpansion(content)` is the table's `rowExpansion` prop.
 */
export function useExpandedRows<T>(content: (record: T) => ReactNode) {
  const [expanded, setExpanded] = useState<number[]>([]);
  const toggle = useCallback(
    (id: number) =>
      setExpanded((ids) => (ids.includes(id) ? ids.filter((open) => open !== id) : [...ids, id])),
    [],
  );
  const rowExpansion = useMemo(
    (): DataTableRowExpansionProps<T> => ({
      trigger: 'never',
      allowMultiple: true,
      expanded: {
        recordIds: expanded,
        onRecordIdsChange: (ids: unknown[]) =>
          setExpanded(ids.filter((id): id is number => typeof id === 'number')),
      },
      content: ({ record }) => content(record),
    }),
    [expanded, content],
  );
  return { expanded, toggle, rowExpansion };
}
