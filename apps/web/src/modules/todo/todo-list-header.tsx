import { ActionIcon, Group } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../components/url-search-input';
import { TodoSortMenu } from './todo-sort-menu';
import type { useTodoView } from './use-todo-view';

interface TodoListHeaderProps {
  view: ReturnType<typeof useTodoView>;
  /** Opens the sidebar as a drawer (narrow screens only show this button). */
  onOpenSidebar: () => void;
}

/** Above the list: the sidebar button (narrow screens), "Search task" and the sort menu. */
export function TodoListHeader({ view, onOpenSidebar }: TodoListHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" p="sm">
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        hiddenFrom="md"
        onClick={onOpenSidebar}
        aria-label={t('todo.sidebar.open')}
      >
        <IconMenu2 size={18} aria-hidden />
      </ActionIcon>
      <UrlSearchInput
        q={view.search.q}
        onSearch={(q) => view.update({ q }, { replace: true })}
        aria-label={t('todo.list.search')}
        placeholder={t('todo.list.search')}
        type="search"
        style={{ flex: 1 }}
      />
      <TodoSortMenu sortBy={view.search.sortBy} onSort={(sortBy) => view.update({ sortBy })} />
    </Group>
  );
}
