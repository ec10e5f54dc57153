import { ActionIcon, Menu } from '@mantine/core';
import { IconArrowsSort, IconCheck, IconDotsVertical } from '@tabler/icons-react';
import type { TaskSortOption } from '@beacon/contract/todo-values';
import { useTranslation } from 'react-i18next';
import { menuSorts, sortKey } from './task-values';

interface TodoSortMenuProps {
  sortBy: TaskSortOption;
  onSort: (sortBy: TaskSortOption) => void;
}

/** The kebab menu: Sort A-Z, Z-A, Assignee, Due Date, and Reset Sort (back to the saved order). */
export function TodoSortMenu({ sortBy, onSort }: TodoSortMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('todo.list.sortMenu')}>
          <IconDotsVertical size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {menuSorts.map((sort) => (
          <Menu.Item
            key={sort}
            onClick={() => onSort(sort)}
            rightSection={sort === sortBy ? <IconCheck size={14} aria-hidden /> : undefined}
          >
            {t(`todo.sort.${sortKey[sort]}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconArrowsSort size={14} aria-hidden />}
          onClick={() => onSort('manual')}
          disabled={sortBy === 'manual'}
        >
          {t('todo.sort.reset')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
