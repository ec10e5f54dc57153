import { getRouteApi, useParams } from '@tanstack/react-router';
import type { TasksListQuery } from '@beacon/contract/todo';
import {
  type TaskFilter,
  type TaskSortOption,
  type TaskTag,
  taskFilters,
  taskTags,
} from '@beacon/contract/todo-values';
import { useCallback } from 'react';
import { useSearchHere } from '../../lib/use-list-search';

// The screen's state lives in the URL (validated by the routes); this module only reads and writes it.
const route = getRouteApi('/_app/apps/todo');

/** The search part of the URL, as the route validated it. */
export interface TodoSearch {
  q: string;
  sortBy: TaskSortOption;
  cursor?: string | undefined;
  page?: number | undefined;
}

/** The screen's page size. */
export const tasksPerPage = 25;

const isFilter = (value: unknown): value is TaskFilter =>
  taskFilters.some((filter) => filter === value);
const isTag = (value: unknown): value is TaskTag => taskTags.some((tag) => tag === value);

/**
 * What the list shows: the sidebar's filter or tag (path), the search and the sort (query), as
 * the API's list query; and a setter for the query part (`replace` keeps typing out of history).
 */
export function useTodoView() {
  const search: TodoSearch = route.useSearch();
  // The child routes checked these already; narrowing again keeps the types honest.
  const { filter, tag } = useParams({ strict: false });
  const query: TasksListQuery = {
    q: search.q || undefined,
    filter: isFilter(filter) ? filter : undefined,
    tag: isTag(tag) ? tag : undefined,
    sortBy: search.sortBy,
    perPage: tasksPerPage,
    cursor: search.cursor,
  };
  // The filter or tag is in the path: a change of search stays on it.
  const updateHere = useSearchHere<TodoSearch>();
  // A change of search or sort starts at the first page; a move between pages names its own.
  const update = useCallback(
    (patch: Partial<TodoSearch>, options?: { replace?: boolean }) =>
      updateHere({ cursor: undefined, page: undefined, ...patch }, options),
    [updateHere],
  );
  return { search, query, update };
}
