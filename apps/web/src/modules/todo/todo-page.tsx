import { Card, Grid, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import type { Task } from '@beacon/contract/todo';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CursorPager, cursorSearch } from '../../components/cursor-pager';
import { PageHeader } from '../../components/page-header';
import { SidebarDrawer } from '../../components/sidebar-drawer';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { TaskDrawer, type TaskDrawerState } from './task-drawer';
import { TaskList } from './task-list';
import { sortKey } from './task-values';
import { TodoListHeader } from './todo-list-header';
import { TodoSidebar } from './todo-sidebar';
import { tasksQuery, todoKeys, useReorderTasks, useSetTaskCompleted } from './todo.queries';
import { LiveListUpdates } from '../../components/live-list-updates';
import { tasksPerPage, useTodoView } from './use-todo-view';

/**
 * `/apps/todo` and its filter and tag views: the sidebar (a drawer on narrow screens), the search
 * and sort header, the tasks (dragged into the user's own order when no sort is chosen) and the
 * task drawer for adding and editing.
 */
export function TodoPage() {
  const { t } = useTranslation();
  const view = useTodoView();
  const [sidebarOpen, sidebar] = useDisclosure(false);
  const [drawer, setDrawer] = useState<TaskDrawerState>(null);
  const list = useQuery(tasksQuery(view.query));
  const tasks = list.data?.tasks;
  const reorder = useReorderTasks();
  const setCompleted = useSetTaskCompleted();
  const manual = view.query.sortBy === 'manual';

  const failed = (title: string) =>
    notifications.show({ color: 'red', title, message: t('todo.toast.tryAgain') });
  const openNew = () => {
    sidebar.close();
    setDrawer({ task: null });
  };
  const sidebarProps = { query: view.query, onAddTask: openNew };

  return (
    <Stack gap="lg">
      <LiveListUpdates resource="tasks" queryKey={todoKeys.all} owned />
      <PageHeader title={t('todo.title')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          <Card>
            <TodoSidebar {...sidebarProps} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Card padding={0}>
            <TodoListHeader view={view} onOpenSidebar={sidebar.open} />
            {!manual && (
              <Text size="xs" c="dimmed" px="md" pb="xs">
                {t(`todo.sorted.${sortKey[view.query.sortBy]}`)} {t('todo.list.dragHint')}
              </Text>
            )}
            {list.isError && (
              <Stack p="md" pt={0}>
                <QueryErrorAlert
                  message={t('todo.list.loadFailed')}
                  onRetry={() => void list.refetch()}
                  retrying={list.isFetching}
                />
              </Stack>
            )}
            {list.isPending && (
              <Stack gap="xs" p="md" aria-busy="true" aria-label={t('common.loading')}>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} height={36} />
                ))}
              </Stack>
            )}
            {tasks?.length === 0 && (
              <Text ta="center" py="xl" px="md" fw={500}>
                {t('todo.list.empty')}
              </Text>
            )}
            {tasks && tasks.length > 0 && (
              <TaskList
                tasks={tasks}
                draggable={manual}
                onReorder={(tasks) =>
                  reorder(tasksQuery(view.query).queryKey, tasks, () =>
                    failed(t('todo.toast.reorderFailed')),
                  )
                }
                onOpen={(task: Task) => setDrawer({ task })}
                onToggleCompleted={(task, isCompleted, revert) =>
                  setCompleted(task.id, isCompleted, () => {
                    revert();
                    failed(t('todo.toast.saveFailed'));
                  })
                }
              />
            )}
            {list.data && (list.data.tasks.length > 0 || list.data.cursors.prev !== null) && (
              <CursorPager
                total={list.data.total}
                totalExact={list.data.totalExact}
                cursors={list.data.cursors}
                // A cursor without a number is a page counted from the end of an estimate.
                page={view.search.cursor === undefined ? (view.search.page ?? 1) : view.search.page}
                perPage={tasksPerPage}
                onMove={(to) => {
                  const { cursor, page } = cursorSearch(to);
                  // The first page's address is the list's own, with no page number either.
                  view.update({ cursor, page: cursor === undefined ? undefined : page });
                }}
                label={t('todo.list.pages')}
              />
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <SidebarDrawer opened={sidebarOpen} onClose={sidebar.close} title={t('todo.sidebar.title')}>
        <TodoSidebar {...sidebarProps} onNavigate={sidebar.close} />
      </SidebarDrawer>
      <TaskDrawer state={drawer} onClose={() => setDrawer(null)} />
    </Stack>
  );
}
