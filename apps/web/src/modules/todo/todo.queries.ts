import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { Task, TasksListQuery, TasksPageReply } from '@beacon/contract/todo';
import type { ApiBody } from '../../lib/api/types';
import { api, unwrap } from '../../lib/http';

/** Every key starts with the module id, so one invalidation reaches all of the module's lists. */
export const todoKeys = {
  all: ['todo'] as const,
  lists: () => [...todoKeys.all, 'list'] as const,
  list: (query: TasksListQuery) => [...todoKeys.lists(), query] as const,
};

/** The list answers one page when asked for one, and the whole array to older clients. */
const isPage = (reply: Task[] | TasksPageReply): reply is TasksPageReply => !Array.isArray(reply);

/** One page of the list: the screen always names `perPage` (and `cursor` past the first). */
export const tasksQuery = (query: TasksListQuery) =>
  queryOptions({
    queryKey: todoKeys.list(query),
    queryFn: async ({ signal }): Promise<TasksPageReply> => {
      const reply = await unwrap(api.GET('/apps/todo/tasks', { params: { query }, signal }));
      if (!isPage(reply)) throw new Error('the tasks list answered no page');
      return reply;
    },
  });

/** A new task as the add route takes it. */
export type NewTaskBody = ApiBody<'/apps/todo/add-tasks', 'post'>['task'];

/** After any write, success or not, every list of the module reloads with its last parameters. */
const todoWrite = { invalidates: [todoKeys.all] };

export function useAddTask() {
  return useMutation({
    mutationFn: (task: NewTaskBody) => unwrap(api.POST('/apps/todo/add-tasks', { body: { task } })),
    meta: todoWrite,
  });
}

export function useUpdateTask() {
  return useMutation({
    mutationFn: (task: ApiBody<'/apps/todo/update-task', 'post'>['task']) =>
      unwrap(api.POST('/apps/todo/update-task', { body: { task } })),
    meta: todoWrite,
  });
}

/** Soft delete (`deleted: true`, the task moves to Deleted) or restore (`deleted: false`). */
export function useSetTaskDeleted() {
  return useMutation({
    mutationFn: ({ id, deleted }: { id: number; deleted: boolean }) =>
      deleted
        ? unwrap(api.DELETE('/apps/todo/delete-task', { params: { query: { taskId: id } } }))
        : unwrap(api.POST('/apps/todo/restore-task', { body: { taskId: id } })),
    meta: todoWrite,
  });
}

type ListSnapshot = [QueryKey, TasksPageReply | undefined][];

/**
 * Keeps a copy of every cached list, then applies `change` at once (a drop shows its new order in
 * the same frame). Requests in flight are cancelled, which puts their list back as it was before
 * they started: the change is applied again after that.
 */
function changeLists(queryClient: QueryClient, change: () => void): ListSnapshot {
  const snapshot = queryClient.getQueriesData<TasksPageReply>({ queryKey: todoKeys.lists() });
  change();
  void queryClient.cancelQueries({ queryKey: todoKeys.lists() }).then(change);
  return snapshot;
}

function restoreLists(queryClient: QueryClient, snapshot: ListSnapshot) {
  for (const [key, page] of snapshot) queryClient.setQueryData(key, page);
}

interface Optimistic {
  snapshot: ListSnapshot;
}

/** The row checkbox: shows the new state at once, and puts the old one back if saving fails. */
export function useSetTaskCompleted() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, isCompleted }: { id: number; isCompleted: boolean } & Optimistic) =>
      unwrap(api.POST('/apps/todo/update-task', { body: { task: { id, isCompleted } } })),
    onError: (_error, { snapshot }) => restoreLists(queryClient, snapshot),
    meta: todoWrite,
  });
  const setCompleted = (id: number, isCompleted: boolean, onError: () => void) => {
    const snapshot = changeLists(queryClient, () =>
      queryClient.setQueriesData<TasksPageReply>({ queryKey: todoKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              tasks: page.tasks.map((task) => (task.id === id ? { ...task, isCompleted } : task)),
            }
          : page,
      ),
    );
    mutation.mutate({ id, isCompleted, snapshot }, { onError });
  };
  return setCompleted;
}

/**
 * A dragged order: the page shows it at once and the server saves it (the ids of the tasks on
 * the page take the places they held, in the new order). A failure puts the old order back.
 */
export function useReorderTasks() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ tasks }: { tasks: Task[] } & Optimistic) =>
      unwrap(api.POST('/apps/todo/reorder', { body: { taskIds: tasks.map((task) => task.id) } })),
    onError: (_error, { snapshot }) => restoreLists(queryClient, snapshot),
    meta: todoWrite,
  });
  const reorder = (key: QueryKey, tasks: Task[], onError: () => void) => {
    const snapshot = changeLists(queryClient, () =>
      queryClient.setQueryData<TasksPageReply>(key, (page) => (page ? { ...page, tasks } : page)),
    );
    mutation.mutate({ tasks, snapshot }, { onError });
  };
  return reorder;
}
