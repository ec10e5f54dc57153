import type { Task, TasksPageReply } from '@beacon/contract/todo';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import { testTask } from './test-tasks';

const tasks: Task[] = [
  testTask(2, 'Plan the offsite', {
    tags: ['team', 'medium'],
    dueDate: '2026-11-25',
    assignee: { fullName: 'Amara Okafor', avatar: '' },
  }),
  testTask(1, 'Write release notes', { tags: ['low'], isCompleted: true }),
];

/** The list's reply: one page holding `rows`. */
const page = (rows: Task[], more: Partial<TasksPageReply> = {}): TasksPageReply => ({
  tasks: rows,
  total: rows.length,
  totalExact: true,
  cursors: { prev: null, next: null },
  ...more,
});

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const list = () => screen.findByRole('list', { name: 'Tasks' }, slow);
const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/apps/todo/tasks');

describe('to-do page', { timeout: 30_000 }, () => {
  it('asks for the view the URL describes and shows each task as a row', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/todo/tasks': page(tasks) });
    await renderRoute('/apps/todo/tag/team?q=plan');

    const rows = within(await list()).getAllByRole('listitem');
    expect(listCalls(server.calls)[0]?.query).toEqual({
      q: 'plan',
      tag: 'team',
      sortBy: 'manual',
      perPage: '25',
    });
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('checkbox', { name: 'Plan the offsite' })).not.toBeChecked();
    expect(first.getByRole('button', { name: 'Plan the offsite' })).toBeVisible();
    expect(first.getByText('Team')).toBeVisible();
    expect(first.getByText('Medium')).toBeVisible();
    expect(first.getByText('Nov 25')).toHaveAttribute('datetime', '2026-11-25');
    expect(first.getByText('AO')).toBeVisible();
    expect(first.getByRole('button', { name: 'Move task: Plan the offsite' })).toBeVisible();
    expect(
      within(rows[1] as HTMLElement).getByRole('checkbox', { name: 'Write release notes' }),
    ).toBeChecked();

    expect(screen.getByRole('searchbox', { name: 'Search task' })).toHaveValue('plan');
    const filters = screen.getAllByRole('navigation', { name: 'Task filters' })[0] as HTMLElement;
    expect(within(filters).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(filters).getByRole('link', { name: 'My Tasks' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('saves a ticked checkbox at once and reloads the list', async () => {
    signInAs('admin');
    let stored = tasks;
    const server = mockApi({
      'GET /apps/todo/tasks': () => page(stored),
      'POST /apps/todo/update-task': ({ body }) => {
        const { id, isCompleted } = (body as { task: { id: number; isCompleted: boolean } }).task;
        stored = stored.map((task) => (task.id === id ? { ...task, isCompleted } : task));
        return json({ task: stored.find((task) => task.id === id) });
      },
    });
    const { user } = await renderRoute('/apps/todo');
    await list();
    const before = listCalls(server.calls).length;

    await user.click(screen.getByRole('checkbox', { name: 'Plan the offsite' }));
    await waitFor(() => expect(server.callsTo('POST /apps/todo/update-task')).toHaveLength(1));
    expect(server.callsTo('POST /apps/todo/update-task')[0]?.body).toEqual({
      task: { id: 2, isCompleted: true },
    });
    await waitFor(() => expect(listCalls(server.calls).length).toBeGreaterThan(before), slow);
    expect(screen.getByRole('checkbox', { name: 'Plan the offsite' })).toBeChecked();
  });

  it('puts a checkbox back and says so when saving fails', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/todo/tasks': page(tasks),
      'POST /apps/todo/update-task': json({ error: 'Internal error' }, 500),
    });
    const { user } = await renderRoute('/apps/todo');
    await list();

    await user.click(screen.getByRole('checkbox', { name: 'Plan the offsite' }));
    expect(await screen.findByText('The task could not be saved', {}, slow)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Plan the offsite' })).not.toBeChecked();
  });

  it('sorts from the kebab menu, which turns dragging off until the sort is reset', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/todo/tasks': page(tasks) });
    const { user, router } = await renderRoute('/apps/todo/important');
    await list();

    await user.click(screen.getByRole('button', { name: 'Sort tasks' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sort Z-A' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'title-desc' }));
    expect(router.state.location.pathname).toBe('/apps/todo/important');
    await waitFor(() =>
      expect(listCalls(server.calls).at(-1)?.query).toEqual({
        filter: 'important',
        sortBy: 'title-desc',
        perPage: '25',
      }),
    );
    expect(screen.queryByRole('button', { name: /^Move task/ })).toBeNull();
    expect(screen.getByText(/Reset the sort to drag tasks/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sort tasks' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset Sort' }));
    expect(
      await screen.findByRole('button', { name: 'Move task: Plan the offsite' }),
    ).toBeVisible();
    expect(router.state.location.href).toBe('/apps/todo/important');
  });

  it('says "No Items Found" for an empty list, and a failed load with a Retry', async () => {
    signInAs('admin');
    let fail = true;
    mockApi({
      'GET /apps/todo/tasks': () => (fail ? json({ error: 'Internal error' }, 500) : page([])),
    });
    const { user } = await renderRoute('/apps/todo/deleted');

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The tasks could not be loaded.');
    expect(screen.queryByText('No Items Found')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Items Found', {}, slow)).toBeVisible();
  });

  it('sends an unknown filter or tag to My Tasks', async () => {
    signInAs('admin');
    mockApi({ 'GET /apps/todo/tasks': page(tasks) });
    const { router } = await renderRoute('/apps/todo/urgent');
    await list();
    expect(router.state.location.pathname).toBe('/apps/todo');
    await router.navigate({ to: '/apps/todo/tag/$tag', params: { tag: 'nope' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo'));
  });
  /** Three pages of 25 by cursor: page n's cursors are `c<n-1>` and `c<n+1>`. */
  const many = Array.from({ length: 75 }, (_, i) => testTask(75 - i, `Task ${75 - i}`));
  function pageAt({ query }: ApiCall) {
    const at = query.cursor === 'last' ? 2 : query.cursor ? Number(query.cursor.slice(1)) - 1 : 0;
    return page(many.slice(at * 25, at * 25 + 25), {
      total: 1_234_567,
      totalExact: false,
      cursors: { prev: at > 0 ? `c${at}` : null, next: at < 2 ? `c${at + 2}` : null },
    });
  }
  const pager = () => screen.getByRole('navigation', { name: 'Task pages' });

  it('sends the next page’s cursor, keeps it in the address, and shows an estimate as such', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/todo/tasks': pageAt });
    const { user, router } = await renderRoute('/apps/todo');
    await screen.findByRole('checkbox', { name: 'Task 75' }, slow);
    expect(pager()).toHaveTextContent('1–25 of about 1.2M');
    expect(within(pager()).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('checkbox', { name: 'Task 50' }, slow)).toBeVisible();
    expect(listCalls(server.calls).at(-1)?.query).toMatchObject({ cursor: 'c2', perPage: '25' });
    expect(router.state.location.search).toMatchObject({ cursor: 'c2', page: 2 });
    expect(pager()).toHaveTextContent('26–50 of about 1.2M');
  });

  it('asks for the last page by the word last, and a new search starts again at the first', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /apps/todo/tasks': pageAt });
    const { user, router } = await renderRoute('/apps/todo');
    await screen.findByRole('checkbox', { name: 'Task 75' }, slow);

    await user.click(within(pager()).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('checkbox', { name: 'Task 25' }, slow)).toBeVisible();
    expect(listCalls(server.calls).at(-1)?.query).toMatchObject({ cursor: 'last' });
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Sort tasks' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sort A-Z' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'title-asc' }));
    await waitFor(() =>
      expect(listCalls(server.calls).at(-1)?.query).toEqual({ sortBy: 'title-asc', perPage: '25' }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Task 75' }, slow)).toBeVisible();
  });
});
