import type { CalendarEvent } from '@beacon/contract/calendar';
import type { Task } from '@beacon/contract/todo';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nodeMigrations } from '../../db/migrations-node';
import { prepare, reset } from '../../db/seed';
import { TEST_PASSWORD_ITERATIONS } from '../../test/constants';
import { apiModules } from '../../app';
import { backends, useTestApp } from '../../test/harness';

const allCalendars = 'calendars=Personal,Business,Family,Holiday,ETC';

describe.each(backends)('to-do and calendar sample data on %s', (backend) => {
  const t = useTestApp(backend);
  const adminToken = async () =>
    (await t.login({ email: 'admin@demo.com', password: 'admin' })).accessToken;
  const tasks = async (query = '') =>
    (await t.call<Task[]>('GET', `/apps/todo/tasks${query}`, { token: await adminToken() })).body;
  const events = async () =>
    (
      await t.call<CalendarEvent[]>('GET', `/apps/calendar/events?${allCalendars}`, {
        token: await adminToken(),
      })
    ).body;

  it('"Reset demo data" brings back the sample tasks and events, numbering included', async () => {
    const token = await adminToken();
    await t.call('DELETE', '/apps/todo/delete-task?taskId=1', { token });
    await t.call('POST', '/apps/todo/add-tasks', { token, body: { task: { title: 'Extra' } } });
    await t.call('DELETE', '/apps/calendar/remove-event?id=1', { token });
    await reset(t.db, apiModules, { passwordIterations: TEST_PASSWORD_ITERATIONS });
    expect((await tasks()).map((task) => task.id)).toEqual([
      18, 17, 16, 15, 14, 13, 12, 11, 10, 8, 7, 5, 4, 3, 2, 1,
    ]);
    expect((await events()).map((e) => e.id).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    const added = await t.call<{ task: Task }>('POST', '/apps/todo/add-tasks', {
      token: await adminToken(),
      body: { task: { title: 'After reset' } },
    });
    expect(added.body.task.id).toBe(19);
  });

  it('gives a database seeded before these modules existed their samples at start, once', async () => {
    // As made before these modules: no rows, and sequences never used.
    await t.db.execute(sql`truncate tasks, events restart identity`);
    await prepare(t.db, apiModules, nodeMigrations(), {
      passwordIterations: TEST_PASSWORD_ITERATIONS,
    });
    expect([...(await tasks()), ...(await tasks('?filter=deleted'))]).toHaveLength(18);
    expect(await events()).toHaveLength(10);
    await prepare(t.db, apiModules, nodeMigrations(), {
      passwordIterations: TEST_PASSWORD_ITERATIONS,
    });
    expect(await events()).toHaveLength(10);
  });

  it('generates tasks and events past the samples at --scale', async () => {
    await reset(t.db, apiModules, {
      passwordIterations: TEST_PASSWORD_ITERATIONS,
      counts: { tasks: 300, events: 200 },
    });
    const all = [...(await tasks()), ...(await tasks('?filter=deleted'))];
    expect(all).toHaveLength(300);
    expect(all.filter((task) => task.id <= 18)).toHaveLength(18);
    expect((await events()).length).toBe(200);
    expect((await tasks('?q=onboarding')).length).toBeGreaterThan(1);
  });
});
