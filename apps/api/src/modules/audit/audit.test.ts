import type { AuditActorsReply, AuditEntry, AuditListReply } from '@beacon/contract/audit';
import type { Task } from '@beacon/contract/todo';
import type { User } from '@beacon/contract/users';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

interface ErrorBody {
  error: string | Record<string, string[]>;
}

const today = () => new Date().toISOString().slice(0, 10);

describe.each(backends)('the audit log on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('', t.tokenOf('admin'));
  const audit = async (query = '') =>
    (await (await admin()).get<AuditListReply>(`/api/audit${query}`)).body.entries;
  const latest = async (query: string) => (await audit(query))[0] as AuditEntry;
  const change = (entry: AuditEntry, field: string) => entry.changes.find((c) => c.field === field);

  it('records a create, an update of only the changed fields, and a delete, by who and of which row', async () => {
    const api = await admin();
    const { task } = (
      await api.post<{ task: Task }>('/apps/todo/add-tasks', { task: { title: 'Audit me' } })
    ).body;
    await api.post('/apps/todo/update-task', {
      task: { id: task.id, title: 'Audited', isImportant: false },
    });
    await api.del(`/apps/todo/delete-task?taskId=${task.id}`);

    const entries = await audit(`?resource=tasks&resourceId=${task.id}`);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    const [deleted, renamed, created] = entries as [AuditEntry, AuditEntry, AuditEntry];
    expect(created.actor).toMatchObject({ email: 'admin@demo.com' });
    expect(change(created, 'title')).toEqual({ field: 'title', after: 'Audit me' });
    expect(renamed.changes).toEqual([{ field: 'title', before: 'Audit me', after: 'Audited' }]);
    expect(deleted.changes).toEqual([{ field: 'is_deleted', before: false, after: true }]);

    const { user } = (
      await api.post<{ user: User }>('/apps/users/add-user', {
        fullName: 'Ada Audit',
        username: 'ada.audit',
        email: 'ada.audit@example.com',
        role: 'editor',
        currentPlan: 'team',
      })
    ).body;
    await api.del(`/apps/users/delete?id=${user.id}`);
    const gone = await latest(`?resource=users&resourceId=${user.id}&action=delete`);
    expect(change(gone, 'email')).toEqual({ field: 'email', before: 'ada.audit@example.com' });
  });

  it('records sign-in, sign-out, registration and a role change, and never a secret', async () => {
    const { token, userData } = await t.signUp('audit.newcomer');
    const registered = await latest(`?resource=accounts&resourceId=${userData.id}`);
    expect(registered).toMatchObject({ action: 'create', actorId: userData.id });

    const session = await t.login({
      email: 'audit.newcomer@example.com',
      password: 'password-1234',
    });
    expect(await latest(`?actor=${userData.id}&action=sign-in`)).toMatchObject({
      resource: 'sessions',
      resourceId: String(userData.id),
    });
    await t.call('POST', '/jwt/logout', { body: { refreshToken: session.refreshToken } });
    expect((await audit(`?actor=${userData.id}&action=sign-out`)).length).toBe(1);

    const changed = await t.call('POST', '/account-setting/password', {
      token,
      body: {
        currentPassword: 'password-1234',
        newPassword: 'password-5678',
        confirmPassword: 'password-5678',
      },
    });
    expect(changed.status).toBe(200);
    const password = await latest(`?actor=${userData.id}&resource=accounts&action=update`);
    expect(change(password, 'password_hash')).toEqual({
      field: 'password_hash',
      before: '[hidden]',
      after: '[hidden]',
    });

    const api = await admin();
    expect((await api.put(`/apps/roles/users/${userData.id}`, { role: 'client' })).status).toBe(
      200,
    );
    const role = await latest(`?resource=accounts&resourceId=${userData.id}&action=role-change`);
    expect(role.changes).toEqual([{ field: 'role', before: 'admin', after: 'client' }]);

    const everything = JSON.stringify(await audit('?perPage=100'));
    expect(everything).not.toMatch(/pbkdf2|\$[0-9a-f]{32}/i);
  });

  it('records nothing of a refused write, and answers refusals without touching the log', async () => {
    const before = (await (await admin()).get<AuditListReply>('/api/audit')).body.total;
    const api = await admin();
    expect((await api.post('/apps/todo/add-tasks', { task: { title: '' } })).status).toBe(400);
    expect(
      (await api.post('/apps/todo/update-task', { task: { id: 999999, title: 'x' } })).status,
    ).toBe(404);
    expect((await api.get<AuditListReply>('/api/audit')).body.total).toBe(before);
  });

  it('filters by who, resource, action and day, pages, and lists the actors', async () => {
    const api = await admin();
    await api.post('/apps/todo/add-tasks', { task: { title: 'One more' } });
    const page = (await api.get<AuditListReply>('/api/audit?perPage=2&page=1')).body;
    expect(page.entries).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const next = (await api.get<AuditListReply>('/api/audit?perPage=2&page=2')).body.entries;
    expect(next[0]?.id).toBeLessThan(page.entries[1]?.id ?? 0);

    expect((await audit(`?from=${today()}&to=${today()}`)).length).toBeGreaterThan(0);
    expect(await audit('?to=2000-01-01')).toEqual([]);
    for (const entry of await audit('?resource=tasks&action=create'))
      expect(entry).toMatchObject({ resource: 'tasks', action: 'create' });

    const actors = (await api.get<AuditActorsReply>('/api/audit/actors')).body.actors;
    expect(actors.map((a) => a.email)).toContain('admin@demo.com');

    const bad = await api.get<ErrorBody>('/api/audit?action=explode&from=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error)).toEqual(expect.arrayContaining(['action', 'from']));
    // Resources are the modules' (`audit` in each descriptor): any other is refused as before.
    const unknown = await api.get<ErrorBody>('/api/audit?resource=nothing_here');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      resource: [
        expect.stringMatching(/^resource must be one of (?=.*\btasks\b)(?=.*\bsessions\b)/),
      ],
    });
  });

  it('is for admins only', async () => {
    const client = await t.as('', t.tokenOf('client'));
    expect((await client.get('/api/audit')).status).toBe(403);
    expect((await client.get('/api/audit/actors')).status).toBe(403);
    expect((await t.call('GET', '/api/audit')).status).toBe(401);
  });

  it('shows on a user’s view what was done to it and what its account did', async () => {
    const api = await admin();
    const { user } = (
      await api.post<{ user: User }>('/apps/users/add-user', {
        fullName: 'Demo Admin Twin',
        username: 'admin.twin',
        email: 'admin@demo.com',
        role: 'admin',
        currentPlan: 'team',
      })
    ).body;
    const reply = await api.get<{ entries: AuditEntry[] }>(`/api/users/activity?id=${user.id}`);
    expect(reply.status).toBe(200);
    const { entries } = reply.body;
    expect(entries[0]).toMatchObject({
      resource: 'users',
      resourceId: String(user.id),
      action: 'create',
    });
    // The account with that e-mail is the demo admin, whose task writes above are its activity.
    expect(entries.some((e) => e.resource === 'tasks')).toBe(true);
    expect((await api.get('/api/users/activity?id=999999')).status).toBe(404);
  });
});
