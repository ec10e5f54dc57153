import {
  type Task,
  type TaskSortOption,
  type TasksPageReply,
  taskSortOptions,
  tasksListQuerySchema,
} from '@beacon/contract/todo';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { pageWalks } from '../../test/page-walks';
import { listTasksPage } from './todo.repo';
import { tasks } from './todo.table';

type ErrorBody = { error: Record<string, string[]> };

/** Tasks beside the 18 samples, with ties in every sort key, no assignee and no due date. */
const extra = Array.from({ length: 34 }, (_, i) => ({
  title: ['Alpha report', 'alpha report', 'Beta review', 'Zulu call'][i % 4] ?? '',
  dueDate: i % 5 === 0 ? null : `2031-0${(i % 3) + 1}-1${i % 2}`,
  assignee: i % 3 === 0 ? null : { fullName: i % 2 ? 'Noor Amin' : 'ada Brooks', avatar: '' },
  tags: [(['low', 'medium', 'team'] as const)[i % 3]],
  isImportant: i % 4 === 1,
  isCompleted: i % 6 === 2,
}));

/** The value a sort orders by, as the whole list compares it; null sorts last. */
const sortValue: Record<TaskSortOption, ((task: Task) => string | null) | undefined> = {
  latest: undefined,
  'title-asc': (task) => task.title.toLowerCase(),
  'title-desc': undefined,
  assignee: (task) => task.assignee?.fullName.toLowerCase() ?? null,
  'due-date': (task) => task.dueDate,
  manual: undefined,
};

/**
 * The whole list's order with a page's ties: in an ascending sort a page puts the older task
 * first, where the whole list puts the newer one first.
 */
function pagedOrder(whole: Task[], sortBy: TaskSortOption): number[] {
  const value = sortValue[sortBy];
  if (!value) return whole.map((task) => task.id);
  const runs: Task[][] = [];
  for (const task of whole) {
    const run = runs.at(-1);
    if (run?.[0] && value(run[0]) === value(task)) run.push(task);
    else runs.push([task]);
  }
  return runs.flatMap((run) => run.reverse().map((task) => task.id));
}

describe.each(backends)('to-do list paging on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const whole = async (query: string) => {
    const reply = await get<Task[]>(`/apps/todo/tasks?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const list = async (query: string) => {
    const reply = await get<TasksPageReply>(`/apps/todo/tasks?${query}`);
    expect(reply.status, `${query}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const ids = (reply: TasksPageReply) => reply.tasks.map((task) => task.id);

  beforeAll(async () => {
    const token = await t.tokenOf('admin');
    for (const task of extra) {
      const reply = await t.call<{ task: Task }>('POST', '/apps/todo/add-tasks', {
        token,
        body: { task },
      });
      expect(reply.status).toBe(201);
      if (reply.body.task.id % 7 === 0)
        await t.call('DELETE', `/apps/todo/delete-task?taskId=${reply.body.task.id}`, { token });
    }
  });

  const { walk, byPages } = pageWalks(async (query) => {
    const reply = await list(query);
    return { ids: ids(reply), cursors: reply.cursors };
  });

  const views = ['', 'filter=important', 'filter=deleted', 'tag=medium&q=A', 'q=report'];
  it.each(taskSortOptions.flatMap((sortBy) => views.map((view) => [sortBy, view] as const)))(
    'pages by cursor both ways as by page number, in the whole list’s order (sortBy=%s, %s)',
    async (sortBy, view) => {
      const query = `sortBy=${sortBy}&${view}`;
      const expected = pagedOrder(await whole(query), sortBy);
      expect(expected.length).toBeGreaterThan(view === '' ? 40 : 2);
      const pages = await byPages(`${query}&perPage=7`);
      expect(pages).toEqual(expected);
      const { forward, backward } = await walk(`${query}&perPage=7`);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
    },
  );

  it.each(['e', 'al', 'team', String(Number(extra[1]?.dueDate?.slice(8)) || 11), 'jan'])(
    'finds the same tasks by page as the whole list for q=%s',
    async (q) => {
      const query = `q=${encodeURIComponent(q)}&sortBy=latest`;
      const expected = (await whole(query)).map((task) => task.id);
      expect(expected.length).toBeGreaterThan(0);
      const reply = await list(`${query}&perPage=100`);
      expect(ids(reply)).toEqual(expected);
      expect(reply).toMatchObject({ total: expected.length, totalExact: true });
    },
  );

  it('has no cursor past either end, and `last` reads the last page', async () => {
    const all = (await whole('')).map((task) => task.id);
    const first = await list('perPage=10&cursor=first');
    expect(first.cursors.prev).toBeNull();
    expect(ids(first)).toEqual(all.slice(0, 10));
    expect(first).toMatchObject({ total: all.length, totalExact: true });
    const second = await list(`perPage=10&cursor=${first.cursors.next ?? ''}`);
    expect(ids(second)).toEqual(all.slice(10, 20));
    const back = await list(`perPage=10&cursor=${second.cursors.prev ?? ''}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.cursors.prev).toBeNull();
    const last = await list('perPage=10&cursor=last');
    // As page numbers split it: the last page holds what is left over.
    expect(ids(last)).toEqual(all.slice(-(all.length % 10 || 10)));
    expect(last.cursors.next).toBeNull();
    expect(last.cursors.prev).not.toBeNull();
  });

  it('answers the whole list as a bare array when no page is asked for', async () => {
    expect(Array.isArray(await whole('sortBy=title-asc&q=a'))).toBe(true);
    const paged = await list('perPage=5');
    expect(paged.tasks).toHaveLength(5);
    const byDefault = await list('page=1');
    expect(byDefault.tasks).toHaveLength(25);
  });

  it.each([
    ['not base64 at all', () => 'not a cursor!'],
    ['valid base64, not a cursor', () => btoa('{"hello":1}')],
    ['from another list', () => encodeCursor('x', 'after', 3, 3)],
    ['text where the sort key is a number', () => encodeCursor('x', 'after', 'Alpha', 3)],
  ])('refuses a cursor that is %s with a message on cursor', async (_, make) => {
    const reply = await get<ErrorBody>(`/apps/todo/tasks?cursor=${encodeURIComponent(make())}`);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['cursor']);
  });

  it('refuses a cursor from another filter, tag, search or sort', async () => {
    const { cursors } = await list('perPage=5&filter=important');
    for (const other of [
      'filter=completed',
      'filter=important&tag=low',
      'filter=important&q=a',
      'filter=important&sortBy=manual',
      '',
    ]) {
      const reply = await get<ErrorBody>(
        `/apps/todo/tasks?perPage=5&${other}&cursor=${cursors.next ?? ''}`,
      );
      expect(reply.status, other).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
  });

  it('refuses bad page values with field messages', async () => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['perPage=101', 'perPage'],
      ['perPage=two', 'perPage'],
    ] as const) {
      const reply = await get<ErrorBody>(`/apps/todo/tasks?${query}`);
      expect(reply.status).toBe(400);
      expect(reply.body.error[field]?.[0]).toMatch(/\S/);
    }
  });

  it('counts exactly up to the bound, and estimates past it', async () => {
    const [owner] = await t.db.select({ userId: tasks.userId }).from(tasks).where(eq(tasks.id, 1));
    const userId = owner?.userId ?? 0;
    for (const q of [undefined, 'a']) {
      const query = tasksListQuerySchema.parse({ q, perPage: 5 });
      const exact = (await whole(q ? `q=${q}` : '')).length;
      expect(exact).toBeGreaterThan(10);
      const atBound = await listTasksPage(t.db, userId, query, { exactUpTo: exact });
      expect(atBound).toMatchObject({ total: exact, totalExact: true });
      const past = await listTasksPage(t.db, userId, query, { exactUpTo: exact - 1 });
      expect(past.totalExact).toBe(false);
      expect(past.total).toBeGreaterThanOrEqual(exact);
    }
  });
});
