import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidebarButton } from '../../components/sidebar-drawer';
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
      <SidebarButton label={t('todo.sidebar.open')} onClick={onOpenSidebar} />
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
