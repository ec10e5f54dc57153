import { ActionIcon, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ReorderTitleProps {
  label: string;
  accessor: string;
  /** Where the column is now and how many there are. */
  index: number;
  count: number;
  /** Moves the column `from` to the place of column `to` (accessors). */
  onMove: (from: string, to: number) => void;
  /** The accessor at a position, to turn a drop on a title into a place. */
  indexOf: (accessor: string) => number;
}

/**
 * A column title that can be dragged onto another title, with "earlier" and "later" buttons for
 * the keyboard. mantine-datatable's own drag handle is an unnamed button inside an image, which
 * assistive technology cannot use.
 */
export function ReorderTitle({
  label,
  accessor,
  index,
  count,
  onMove,
  indexOf,
}: ReorderTitleProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const Earlier = rtl ? IconChevronRight : IconChevronLeft;
  const Later = rtl ? IconChevronLeft : IconChevronRight;
  return (
    <Group
      gap={4}
      wrap="nowrap"
      draggable
      style={{ cursor: 'grab' }}
      onDragStart={(event) => event.dataTransfer.setData('text/plain', accessor)}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        const from = event.dataTransfer.getData('text/plain');
        if (from && from !== accessor) onMove(from, indexOf(accessor));
      }}
    >
      <IconGripVertical size={14} aria-hidden style={{ opacity: 0.5 }} />
      <Text fw={600} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('datatables.basic.reorder.earlier', { name: label })}
        disabled={index === 0}
        onClick={() => onMove(accessor, index - 1)}
      >
        <Earlier size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t('datatables.basic.reorder.later', { name: label })}
        disabled={index === count - 1}
        onClick={() => onMove(accessor, index + 1)}
      >
        <Later size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
