import type { Task } from '@beacon/contract/todo';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The search's match without a filter, worked out here from the task itself. */
function matchesAnywhere(task: Task, q: string): boolean {
  const text = q.toLowerCase();
  if (task.title.toLowerCase().includes(text)) return true;
  if (task.tags.some((tag) => tag.includes(text))) return true;
  if (!task.dueDate) return false;
  const day = Number(task.dueDate.slice(8, 10));
  const month = months[Number(task.dueDate.slice(5, 7)) - 1];
  const words = text.split(' ');
  const isDay = (w: string) => /^\d{1,2}$/.test(w) && Number(w) === day;
  if (words.length === 1) return isDay(text) || text === month;
  const [a = '', b = ''] = words;
  return (isDay(a) && b === month) || (a === month && isDay(b));
}

const dayMonth = (task: Task) => {
  if (!task.dueDate) throw new Error(`task ${task.id} has no due date`);
  return {
    day: task.dueDate.slice(8, 10),
    month: months[Number(task.dueDate.slice(5, 7)) - 1] ?? '',
  };
};

describe.each(backends)('to-do list on %s', (backend) => {
  const t = useTestApp(backend);
  const list = async (query = '') => {
    const reply = await t.call<Task[]>('GET', `/apps/todo/tasks${query}`, {
      token: await t.tokenOf('admin'),
    });
    expect(reply.status, `GET ${query}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body;
  };
  const ids = async (query = '') => (await list(query)).map((task) => task.id);

  it('answers a bare array, newest first, without the deleted tasks', async () => {
    const tasks = await list();
    expect(Array.isArray(tasks)).toBe(true);
    expect(tasks.map((task) => task.id)).toEqual([
      18, 17, 16, 15, 14, 13, 12, 11, 10, 8, 7, 5, 4, 3, 2, 1,
    ]);
    expect(tasks.at(-1)).toMatchObject({
      id: 1,
      assignee: { fullName: 'Jacob Ramirez' },
      tags: ['update'],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    });
    expect(tasks.at(-1)?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await ids('?sortBy=latest')).toEqual(tasks.map((task) => task.id));
  });

  it('has the sample data counts', async () => {
    const all = [...(await list()), ...(await list('?filter=deleted'))];
    expect(all).toHaveLength(18);
    const count = (tag: string) => all.filter((task) => task.tags.some((t) => t === tag)).length;
    expect([count('medium'), count('low'), count('team'), count('high'), count('update')]).toEqual([
      9, 6, 3, 3, 2,
    ]);
    const flagged = (flag: 'isCompleted' | 'isDeleted' | 'isImportant') =>
      all
        .filter((task) => task[flag])
        .map((task) => task.id)
        .sort((a, b) => a - b);
    expect(flagged('isCompleted')).toEqual([2, 5, 6, 10, 11, 16]);
    expect(flagged('isDeleted')).toEqual([6, 9]);
    expect(flagged('isImportant')).toEqual([4, 5, 7, 11, 14, 18]);
    expect(new Set(all.map((task) => task.assignee?.fullName)).size).toBe(18);
    expect(all.filter((task) => task.assignee?.avatar === '')).toHaveLength(8);
  });

  it('filters by important, completed and deleted (a filter hides deleted tasks but its own)', async () => {
    expect(await ids('?filter=important')).toEqual([18, 14, 11, 7, 5, 4]);
    expect(await ids('?filter=completed')).toEqual([16, 11, 10, 5, 2]);
    expect(await ids('?filter=deleted')).toEqual([9, 6]);
  });

  it('filters by tag, alone or with a filter and q (all must hold)', async () => {
    expect(await ids('?tag=team')).toEqual([13, 12, 2]);
    expect(await ids('?tag=high')).toEqual([3]);
    expect(await ids('?tag=high&filter=deleted')).toEqual([9, 6]);
    expect(await ids('?tag=medium&filter=important')).toEqual([14, 11, 7, 5]);
    const mediumWithThe = (await list())
      .filter((task) => task.tags.includes('medium') && task.title.toLowerCase().includes('the'))
      .map((task) => task.id);
    expect(mediumWithThe.length).toBeGreaterThan(1);
    expect(await ids('?tag=medium&q=THE')).toEqual(mediumWithThe);
    expect(await ids('?filter=important&q=review')).toEqual([4]);
  });

  it('with a filter or tag matches q against the title only', async () => {
    // "medium" is a tag, never a title word: with a filter it matches nothing.
    expect(await ids('?filter=important&q=medium')).toEqual([]);
    expect(await ids('?tag=low&q=team')).toEqual([]);
  });

  it('without a filter matches q in the title, a tag or the due date', async () => {
    const live = await list();
    const expectFor = async (q: string) => {
      const expected = live.filter((task) => matchesAnywhere(task, q)).map((task) => task.id);
      expect(await ids(`?q=${encodeURIComponent(q)}`), `q=${q}`).toEqual(expected);
      return expected;
    };
    expect(await expectFor('team')).toEqual([13, 12, 2]);
    expect((await expectFor('medium')).length).toBe(9);
    expect(await expectFor('Offsite')).toEqual([2]);
    const { day, month } = dayMonth(live.find((task) => task.id === 18) as Task);
    for (const q of [day, month, `${day} ${month}`, `${month} ${day}`, month.toUpperCase()])
      expect(await expectFor(q), `q=${q}`).toContain(18);
    // A day and a month of no task's date match nothing by date.
    expect(await ids('?q=zzz')).toEqual([]);
  });

  it('treats % and _ in q as literal characters', async () => {
    expect(await ids('?q=%25')).toEqual([]);
    expect(await ids('?q=_')).toEqual([]);
  });

  it('sorts by title both ways, case-insensitively, ties newest first', async () => {
    const live = await list();
    const byTitle = [...live].sort((a, b) =>
      a.title.toLowerCase() < b.title.toLowerCase()
        ? -1
        : a.title.toLowerCase() > b.title.toLowerCase()
          ? 1
          : b.id - a.id,
    );
    expect(await ids('?sortBy=title-asc')).toEqual(byTitle.map((task) => task.id));
    const desc = [...live].sort((a, b) =>
      a.title.toLowerCase() > b.title.toLowerCase()
        ? -1
        : a.title.toLowerCase() < b.title.toLowerCase()
          ? 1
          : b.id - a.id,
    );
    expect(await ids('?sortBy=title-desc')).toEqual(desc.map((task) => task.id));
  });

  it('sorts by assignee name and by due date, soonest first', async () => {
    const assignees = (await list('?sortBy=assignee')).map((task) => task.assignee?.fullName ?? '');
    expect(assignees).toEqual(
      [...assignees].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)),
    );
    const dates = (await list('?sortBy=due-date')).map((task) => task.dueDate ?? '');
    expect(dates).toEqual([...dates].sort());
    expect(dates[0]).not.toEqual(dates.at(-1));
  });

  it('answers bad query values with 400 field messages', async () => {
    const token = await t.tokenOf('admin');
    const bad = async (query: string) =>
      (
        await t.call<{ error: Record<string, string[]> }>('GET', `/apps/todo/tasks${query}`, {
          token,
        })
      ).body;
    expect((await bad('?filter=starred')).error.filter?.[0]).toMatch(
      /important, completed, deleted/,
    );
    expect((await bad('?tag=urgent')).error.tag?.[0]).toMatch(/team, low, medium, high, update/);
    expect((await bad('?sortBy=random')).error.sortBy?.[0]).toMatch(/latest/);
    expect((await bad(`?q=${'x'.repeat(101)}`)).error.q).toBeDefined();
    // Clients send '' for "all": that is no filter at all.
    expect(await ids('?filter=&tag=&q=&sortBy=')).toHaveLength(16);
  });

  it('refuses the client demo account (403) and a caller without a token (401)', async () => {
    const client = await t.tokenOf('client');
    expect((await t.call('GET', '/apps/todo/tasks', { token: client })).status).toBe(403);
    expect((await t.call('GET', '/apps/todo/tasks')).status).toBe(401);
  });
});
