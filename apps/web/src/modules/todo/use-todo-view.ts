import { getRouteApi, useNavigate, useParams } from '@tanstack/react-router';
import type { TasksListQuery } from '@beacon/contract/todo';
import {
  type TaskFilter,
  type TaskSortOption,
  type TaskTag,
  taskFilters,
  taskTags,
} from '@beacon/contract/todo-values';
import { useCallback } from 'react';

// The screen's state lives in the URL (validated by the routes); this module only reads and writes it.
const route = getRouteApi('/_app/apps/todo');

/** The search part of the URL, as the route validated it. */
export interface TodoSearch {
  q: string;
  sortBy: TaskSortOption;
}

const isFilter = (value: unknown): value is TaskFilter =>
  taskFilters.some((filter) => filter === value);
const isTag = (value: unknown): value is TaskTag => taskTags.some((tag) => tag === value);

/**
 * What the list shows: the sidebar's filter or tag (path), the search and the sort (query), as
 * the API's list query; and a setter for the query part (`replace` keeps typing out of history).
 */
export function useTodoView() {
  const search: TodoSearch = route.useSearch();
  // Not the route's own navigate: that one resolves from /apps/todo and would drop the filter.
  const navigate = useNavigate();
  // The child routes checked these already; narrowing again keeps the types honest.
  const { filter, tag } = useParams({ strict: false });
  const query: TasksListQuery = {
    q: search.q || undefined,
    filter: isFilter(filter) ? filter : undefined,
    tag: isTag(tag) ? tag : undefined,
    sortBy: search.sortBy,
  };
  const update = useCallback(
    (patch: Partial<TodoSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, ...patch }),
        replace: options.replace,
      }),
    [navigate],
  );
  return { search, query, update };
}
