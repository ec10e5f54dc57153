import type { ReorderTasksReply, Task, TaskReply } from '@beacon/contract/todo';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

type ErrorBody = { error: Record<string, string[]> | string };

describe.each(backends)('to-do writes on %s', (backend) => {
  const t = useTestApp(backend);
  const as = async (token: string | Promise<string>) => {
    const auth = { token: await token };
    return {
      list: async (query = '') =>
        (await t.call<Task[]>('GET', `/apps/todo/tasks${query}`, auth)).body,
      post: <T>(path: string, body: unknown) =>
        t.call<T>('POST', `/apps/todo/${path}`, { ...auth, body }),
      del: <T>(query: string) => t.call<T>('DELETE', `/apps/todo/delete-task${query}`, auth),
    };
  };
  const admin = () => as(t.tokenOf('admin'));
  const snapshot = async () => {
    const api = await admin();
    return [...(await api.list()), ...(await api.list('?filter=deleted'))];
  };

  it('adds a task: 201 { task } with defaults, listed first', async () => {
    const api = await admin();
    const reply = await api.post<TaskReply>('add-tasks', {
      task: {
        id: 3, // clients may send one; it is ignored
        title: '  Ship the to-do module ',
        dueDate: '2030-02-28',
        tags: ['high', 'team', 'high'],
        assignee: { fullName: 'Ada Brooks', avatar: '' },
        isImportant: true,
      },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.task).toEqual({
      id: expect.any(Number) as number,
      title: 'Ship the to-do module',
      dueDate: '2030-02-28',
      description: '',
      assignee: { fullName: 'Ada Brooks', avatar: '' },
      tags: ['team', 'high'],
      isCompleted: false,
      isDeleted: false,
      isImportant: true,
    });
    expect(reply.body.task.id).toBeGreaterThan(18);
    expect((await api.list())[0]).toEqual(reply.body.task);
    expect((await api.list('?filter=important'))[0]?.id).toBe(reply.body.task.id);
    const bare = await api.post<TaskReply>('add-tasks', { task: { title: 'No extras' } });
    expect(bare.status).toBe(201);
    expect(bare.body.task).toMatchObject({ dueDate: null, assignee: null, tags: [] });
  });

  it('sorts a task without assignee last and one without due date last', async () => {
    const api = await admin();
    expect((await api.list('?sortBy=assignee')).at(-1)?.title).toBe('No extras');
    expect((await api.list('?sortBy=due-date')).at(-1)?.title).toBe('No extras');
  });

  it('sanitises the description: no script, no event handler, no javascript: link', async () => {
    const api = await admin();
    const reply = await api.post<TaskReply>('add-tasks', {
      task: {
        title: 'Sanitised',
        description:
          '<p onclick="alert(1)">Hello <strong>bold</strong> <em>it</em></p><script>alert("x")</script><style>p{}</style><img src=x onerror=alert(2)><a href="javascript:alert(3)">bad</a> <a href="https://example.com">ok</a><ul><li>one</li></ul>',
      },
    });
    expect(reply.status).toBe(201);
    const html = reply.body.task.description;
    expect(html).not.toMatch(/script|onclick|onerror|<img|javascript|<style/i);
    expect(html).toContain('<p>Hello <strong>bold</strong> <em>it</em></p>');
    expect(html).toContain('<a href="https://example.com">ok</a>');
    expect(html).toContain('<ul><li>one</li></ul>');
    const updated = await api.post<TaskReply>('update-task', {
      task: {
        id: reply.body.task.id,
        description: '<h2 onmouseover="x()">T</h2><script>1</script>',
      },
    });
    expect(updated.body.task.description).toBe('<h2>T</h2>');
  });

  it('refuses a task without a title, with an unknown tag or a bad due date (400, nothing added)', async () => {
    const api = await admin();
    const before = await snapshot();
    const bad = async (task: unknown) => {
      const reply = await api.post<ErrorBody>('add-tasks', { task });
      expect(reply.status, JSON.stringify(task)).toBe(400);
      return reply.body.error as Record<string, string[]>;
    };
    expect(await bad({ title: '   ' })).toEqual({
      'task.title': ['Please enter a valid task title'],
    });
    expect(await bad({ tags: ['low'] })).toHaveProperty('task.title');
    expect((await bad({ title: 'x', tags: ['urgent', 'low'] }))['task.tags']?.[0]).toMatch(
      /Unknown tag: urgent/,
    );
    for (const dueDate of ['25/11/2030', '2030-13-01', '2030-02-30', 'tomorrow', 20301125])
      expect(await bad({ title: 'x', dueDate })).toHaveProperty('task.dueDate');
    expect(await bad({ title: 'x', description: { blocks: [] } })).toHaveProperty(
      'task.description',
    );
    expect(await bad({ title: 'x', isImportant: 'yes' })).toHaveProperty('task.isImportant');
    expect(await bad(undefined)).toHaveProperty('task');
    const notJson = await t.call<ErrorBody>('POST', '/apps/todo/add-tasks', {
      token: await t.tokenOf('admin'),
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('updates only the fields sent, and answers 200 { task }', async () => {
    const api = await admin();
    const [original] = await api.list('?q=onboarding');
    expect(original?.id).toBe(1);
    const reply = await api.post<TaskReply>('update-task', {
      task: { id: '1', isCompleted: true, tags: ['update', 'low'], isDeleted: true },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.task).toEqual({
      ...original,
      isCompleted: true,
      tags: ['low', 'update'],
      // isDeleted is changed by delete-task and restore-task only.
      isDeleted: false,
    });
    const cleared = await api.post<TaskReply>('update-task', {
      task: { id: 1, assignee: null, dueDate: '' },
    });
    expect(cleared.body.task).toMatchObject({
      assignee: null,
      dueDate: null,
      title: original?.title,
    });
  });

  it('answers an unknown or foreign id with 404 and changes nothing', async () => {
    const api = await admin();
    const before = await snapshot();
    const reply = await api.post<ErrorBody>('update-task', { task: { id: 99999, title: 'x' } });
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ error: 'Task not found' });
    expect((await api.del('?taskId=99999')).status).toBe(404);
    expect((await api.post('restore-task', { taskId: 99999 })).status).toBe(404);
    expect((await api.post('reorder', { taskIds: [1, 99999] })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    const missingId = await api.post<ErrorBody>('update-task', { task: { title: 'x' } });
    expect(missingId.status).toBe(400);
    expect(missingId.body.error).toHaveProperty('task.id');
    expect(((await api.del('?taskId=abc')).body as ErrorBody).error).toHaveProperty('taskId');
    expect((await api.del('')).status).toBe(400);
  });

  it('soft-deletes a task, lists it under Deleted, and restores it', async () => {
    const api = await admin();
    const deleted = await api.del<TaskReply>('?taskId=3');
    expect(deleted.status).toBe(200);
    expect(deleted.body.task).toMatchObject({ id: 3, isDeleted: true });
    expect((await api.list()).map((task) => task.id)).not.toContain(3);
    expect((await api.list('?tag=high')).map((task) => task.id)).not.toContain(3);
    expect((await api.list('?filter=deleted')).map((task) => task.id)).toEqual([9, 6, 3]);
    const restored = await api.post<TaskReply>('restore-task', { taskId: '3' });
    expect(restored.status).toBe(200);
    expect(restored.body.task).toMatchObject({ id: 3, isDeleted: false });
    expect((await api.list('?tag=high')).map((task) => task.id)).toContain(3);
    expect((await api.list('?filter=deleted')).map((task) => task.id)).toEqual([9, 6]);
    const again = await api.post<TaskReply>('restore-task', { taskId: 3 });
    expect(again.status).toBe(200);
    expect((await api.post<ErrorBody>('restore-task', {})).body.error).toHaveProperty('taskId');
  });

  it('saves a manual order: sortBy=manual reads it back, other sorts are unchanged', async () => {
    const api = await admin();
    const latest = (await api.list()).map((task) => task.id);
    expect((await api.list('?sortBy=manual')).map((task) => task.id)).toEqual(latest);
    // 1, 17 and 18 take the places these three held, in the order sent: where 18 was comes 1,
    // 17 stays, and 18 goes where 1 was.
    const moved = await api.post<ReorderTasksReply>('reorder', { taskIds: [1, 17, 18] });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ taskIds: [1, 17, 18] });
    const manual = (await api.list('?sortBy=manual')).map((task) => task.id);
    expect(manual).toEqual(latest.map((id) => (id === 18 ? 1 : id === 1 ? 18 : id)));
    expect(manual.indexOf(1)).toBeLessThan(manual.indexOf(17));
    expect(manual.indexOf(17)).toBeLessThan(manual.indexOf(18));
    expect((await api.list()).map((task) => task.id)).toEqual(latest);
    // A new task goes on top of the manual order too.
    const added = await api.post<TaskReply>('add-tasks', { task: { title: 'Top of the pile' } });
    expect((await api.list('?sortBy=manual'))[0]?.id).toBe(added.body.task.id);
    // Filtered manual views keep the order.
    const important = (await api.list('?filter=important&sortBy=manual')).map((task) => task.id);
    expect(important).toEqual(manual.filter((id) => important.includes(id)));
    const dup = await api.post<ErrorBody>('reorder', { taskIds: [2, 2] });
    expect(dup.status).toBe(400);
    expect(dup.body.error).toHaveProperty('taskIds');
    expect((await api.post('reorder', { taskIds: [] })).status).toBe(400);
  });

  it('keeps each user’s tasks to themselves', async () => {
    const other = await as(t.signUp('todo-other').then((user) => user.token));
    expect(await other.list()).toEqual([]);
    expect(await other.list('?filter=deleted')).toEqual([]);
    const before = await snapshot();
    expect((await other.post('update-task', { task: { id: 1, title: 'mine now' } })).status).toBe(
      404,
    );
    expect((await other.del('?taskId=1')).status).toBe(404);
    expect((await other.post('restore-task', { taskId: 6 })).status).toBe(404);
    expect((await other.post('reorder', { taskIds: [1, 2] })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    const own = await other.post<TaskReply>('add-tasks', { task: { title: 'Private task' } });
    expect(own.status).toBe(201);
    expect((await other.list()).map((task) => task.title)).toEqual(['Private task']);
    const adminApi = await admin();
    expect((await adminApi.list('?q=Private')).map((task) => task.id)).toEqual([]);
    expect(
      (await adminApi.post('update-task', { task: { id: own.body.task.id, title: 'x' } })).status,
    ).toBe(404);
    expect((await adminApi.del(`?taskId=${own.body.task.id}`)).status).toBe(404);
  });

  it('refuses the client demo account on every write (403)', async () => {
    const client = await as(t.tokenOf('client'));
    expect((await client.post('add-tasks', { task: { title: 'x' } })).status).toBe(403);
    expect((await client.post('update-task', { task: { id: 1 } })).status).toBe(403);
    expect((await client.post('restore-task', { taskId: 6 })).status).toBe(403);
    expect((await client.post('reorder', { taskIds: [1] })).status).toBe(403);
    expect((await client.del('?taskId=1')).status).toBe(403);
  });
});
