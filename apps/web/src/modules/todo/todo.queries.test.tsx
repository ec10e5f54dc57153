import type { Task, TasksPageReply } from '@beacon/contract/todo';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query';
import { json, mockApi } from '../../test/api';
import { TestProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { tasksQuery, useReorderTasks } from './todo.queries';
import { testTask } from './test-tasks';

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders>{children}</TestProviders>
);
const key = tasksQuery({ sortBy: 'manual', perPage: 25 }).queryKey;
const [a, b, c] = [testTask(3, 'A'), testTask(2, 'B'), testTask(1, 'C')] as [Task, Task, Task];
const page = (tasks: Task[]): TasksPageReply => ({
  tasks,
  total: 3,
  totalExact: true,
  cursors: { prev: null, next: null },
});
const ids = () => queryClient.getQueryData<TasksPageReply>(key)?.tasks.map((task) => task.id);

describe('reordering tasks', () => {
  it('shows the new order at once and saves the ids in that order', async () => {
    signInAs('admin');
    const server = mockApi({
      'POST /apps/todo/reorder': ({ body }) => body,
      'GET /apps/todo/tasks': page([c, a, b]),
    });
    queryClient.setQueryData(key, page([a, b, c]));
    const { result } = renderHook(() => useReorderTasks(), { wrapper });

    act(() => result.current(key, [c, a, b], vi.fn()));
    expect(ids()).toEqual([1, 3, 2]);
    await waitFor(() => expect(server.callsTo('POST /apps/todo/reorder')).toHaveLength(1));
    expect(server.callsTo('POST /apps/todo/reorder')[0]?.body).toEqual({ taskIds: [1, 3, 2] });
  });

  it('puts the old order back and reports the failure', async () => {
    signInAs('admin');
    mockApi({ 'POST /apps/todo/reorder': json({ error: 'Internal error' }, 500) });
    queryClient.setQueryData(key, page([a, b, c]));
    const onError = vi.fn();
    const { result } = renderHook(() => useReorderTasks(), { wrapper });

    act(() => result.current(key, [b, c, a], onError));
    expect(ids()).toEqual([2, 1, 3]);
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(ids()).toEqual([3, 2, 1]);
  });
});
