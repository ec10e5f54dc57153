import { Box, Button, ColorSwatch, Stack, Text } from '@mantine/core';
import { IconCheck, IconMail, IconPlus, IconStar, IconTrash, type Icon } from '@tabler/icons-react';
import type { TasksListQuery } from '@beacon/contract/todo';
import { type TaskFilter, taskTags } from '@beacon/contract/todo-values';
import { useTranslation } from 'react-i18next';
import { RouterNavLink } from '../../components/router-nav-link';
import { tagColor } from './task-values';

// The link of the current view carries aria-current="page"; /apps/todo is not current under
// /apps/todo/important.
const exact = { exact: true, includeSearch: false };

const filterIcons: Record<TaskFilter, Icon> = {
  important: IconStar,
  completed: IconCheck,
  deleted: IconTrash,
};

interface TodoSidebarProps {
  query: TasksListQuery;
  onAddTask: () => void;
  /** Called after a link is followed (the drawer version closes itself). */
  onNavigate?: () => void;
}

/** "Add Task", the filters and the tags; each filter and tag is a link, the current one marked. */
export function TodoSidebar({ query, onAddTask, onNavigate }: TodoSidebarProps) {
  const { t } = useTranslation();
  const myTasks = !query.filter && !query.tag;
  // Another filter or tag keeps the search and sort, and starts at its first page.
  const kept = { q: query.q, sortBy: query.sortBy };
  return (
    <Stack gap="md">
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddTask} fullWidth>
        {t('todo.sidebar.addTask')}
      </Button>
      <Box component="nav" aria-label={t('todo.sidebar.filters')}>
        <RouterNavLink
          to="/apps/todo"
          search={kept}
          activeOptions={exact}
          label={t('todo.sidebar.myTasks')}
          leftSection={<IconMail size={18} aria-hidden />}
          active={myTasks}
          onClick={onNavigate}
        />
        {(['important', 'completed', 'deleted'] as const).map((filter) => {
          const FilterIcon = filterIcons[filter];
          return (
            <RouterNavLink
              key={filter}
              to="/apps/todo/$filter"
              params={{ filter }}
              search={kept}
              activeOptions={exact}
              label={t(`todo.filters.${filter}`)}
              leftSection={<FilterIcon size={18} aria-hidden />}
              active={query.filter === filter}
              onClick={onNavigate}
            />
          );
        })}
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" mt="md" mb={4} px="sm">
          {t('todo.sidebar.tags')}
        </Text>
        {taskTags.map((tag) => (
          <RouterNavLink
            key={tag}
            to="/apps/todo/tag/$tag"
            params={{ tag }}
            search={kept}
            activeOptions={exact}
            label={t(`todo.tags.${tag}`)}
            leftSection={
              <ColorSwatch
                color={`var(--mantine-color-${tagColor[tag]}-6)`}
                size={10}
                aria-hidden
              />
            }
            active={query.tag === tag}
            onClick={onNavigate}
          />
        ))}
      </Box>
    </Stack>
  );
}
