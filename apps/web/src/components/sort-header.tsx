import { Group, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SortHeaderProps {
  label: string;
  /** This column's sort direction, or undefined when the table is sorted by another column. */
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
}

/**
 * A column title that sorts when clicked. A real button (Enter and Space, focus ring) whose name
 * says the current order in the reader's language; mantine-datatable's own sortable header turns
 * the whole `th` into a button with English labels.
 */
export function SortHeader({ label, direction, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconSelector;
  return (
    <UnstyledButton onClick={onSort} fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} wrap="nowrap">
        {label}
        <Icon size={14} aria-hidden style={{ opacity: direction ? 1 : 0.45 }} />
        <VisuallyHidden>
          {direction ? t(`common.table.sorted.${direction}`) : t('common.table.sorted.none')}
        </VisuallyHidden>
      </Group>
    </UnstyledButton>
  );
}
