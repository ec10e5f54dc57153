import type { AccessUser, AccessUsersReply, Role } from '@beacon/contract/access';
import type { LoginReply } from '@beacon/contract/auth';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

describe.each(backends)('roles on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');
  const roles = async () => {
    const reply = await t.call<{ roles: Role[] }>('GET', '/apps/roles', { token: await admin() });
    expect(reply.status).toBe(200);
    return reply.body.roles;
  };
  const roleNamed = async (name: string) => {
    const role = (await roles()).find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role;
  };
  const send = async <T>(method: string, path: string, body?: unknown) =>
    t.call<T>(method, path, { token: await admin(), body });
  const newUser = (username: string, role: string) =>
    send<{ user: AccessUser }>('POST', '/apps/roles/users', {
      fullName: `${username} Example`,
      username,
      email: `${username}@example.com`,
      password: 'password-1234',
      role,
      currentPlan: 'team',
    });

  it('answers 401 without a token and 403 to the client', async () => {
    expect((await t.call('GET', '/apps/roles')).status).toBe(401);
    const client = { token: await t.tokenOf('client') };
    expect((await t.call('GET', '/apps/roles', client)).status).toBe(403);
    expect((await t.call('GET', '/apps/roles/users', client)).status).toBe(403);
    expect(
      (await t.call('PUT', '/apps/roles/users/2', { ...client, body: { role: 'admin' } })).status,
    ).toBe(403);
  });

  it('stores the demo roles and the five sample roles with their members', async () => {
    const all = await roles();
    expect(all.map((r) => r.name)).toEqual([
      'admin',
      'client',
      'administrator',
      'manager',
      'user',
      'support',
      'restricted-user',
    ]);
    const admin = all[0];
    expect(admin).toMatchObject({ manageAll: true, totalUsers: 1 });
    expect(admin?.users.map((u) => u.fullName)).toEqual(['John Doe']);
    expect(all[1]).toMatchObject({ manageAll: false, permissions: { ACL: ['read'] } });
    for (const role of all.slice(2)) expect(role.totalUsers).toBeGreaterThan(0);
    expect(all.find((r) => r.name === 'manager')?.totalUsers).toBe(3);
  });

  it('keeps the demo accounts’ abilities in their sign-in replies', async () => {
    const login = async (email: string, password: string) =>
      (await t.call<LoginReply>('POST', '/jwt/login', { body: { email, password } })).body.userData;
    expect((await login('admin@demo.com', 'admin')).ability).toEqual([
      { action: 'manage', subject: 'all' },
    ]);
    expect((await login('client@demo.com', 'client')).ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it('creates, renames and edits a role; refuses empty and duplicate names', async () => {
    const created = await send<{ role: Role }>('POST', '/apps/roles', {
      name: 'Auditor',
      permissions: { Invoice: ['read'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.role).toMatchObject({
      name: 'Auditor',
      manageAll: false,
      permissions: { Invoice: ['read'] },
      totalUsers: 0,
      users: [],
    });
    const id = created.body.role.id;
    expect((await send('POST', '/apps/roles', { name: 'auditor' })).body).toEqual({
      error: { name: ['A role with this name already exists'] },
    });
    expect((await send('POST', '/apps/roles', { name: '' })).status).toBe(400);
    const unknown = await send<{ error: Record<string, string[]> }>('POST', '/apps/roles', {
      name: 'X',
      permissions: { Nope: ['read'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.permissions?.[0]).toMatch(
      /^There is no subject "Nope": subjects are /,
    );
    expect(unknown.body.error.permissions?.[0]).toContain('Todo');
    expect(
      (await send('POST', '/apps/roles', { name: 'X', permissions: { 'no-such': ['read'] } }))
        .status,
    ).toBe(400);
    const edited = await send<{ role: Role }>('PUT', `/apps/roles/${id}`, {
      name: 'Auditors',
      permissions: { Invoice: ['read', 'write'], Calendar: ['create'] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.role).toMatchObject({
      name: 'Auditors',
      permissions: { Invoice: ['read', 'write'], Calendar: ['create'] },
    });
    expect((await send('PUT', '/apps/roles/9999', { name: 'Ghost' })).status).toBe(404);
    expect((await send('PUT', `/apps/roles/${id}`, { name: 'manager' })).status).toBe(400);
  });

  it('deletes an empty role, but not one with users (409)', async () => {
    const support = await roleNamed('support');
    const refused = await send('DELETE', `/apps/roles/${support.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'This role still has users: give them another role first',
    });
    const { body } = await send<{ role: Role }>('POST', '/apps/roles', { name: 'Temporary' });
    expect((await send('DELETE', `/apps/roles/${body.role.id}`)).status).toBe(200);
    expect((await send('DELETE', `/apps/roles/${body.role.id}`)).status).toBe(404);
    expect((await roles()).some((r) => r.name === 'Temporary')).toBe(false);
  });

  it('lists the people who sign in with search, role and plan filters', async () => {
    const list = async (query: string) =>
      (await send<AccessUsersReply>('GET', `/apps/roles/users${query}`)).body;
    const all = await list('');
    expect(all.total).toBe(12);
    expect(all.users[0]).toMatchObject({
      id: 1,
      fullName: 'John Doe',
      email: 'admin@demo.com',
      role: 'admin',
      currentPlan: 'enterprise',
    });
    expect((await list('?role=manager')).total).toBe(3);
    expect(
      (await list('?role=MANAGER&currentPlan=team')).users.every((u) => u.role === 'manager'),
    ).toBe(true);
    expect((await list('?q=JANE')).users.map((u) => u.email)).toEqual(['client@demo.com']);
    expect((await list('?perPage=5&page=3')).users).toHaveLength(2);
    expect((await send('GET', '/apps/roles/users?currentPlan=gold')).status).toBe(400);
  });

  it('adds a person in a role who can then sign in with that role’s abilities', async () => {
    const created = await newUser('auditor.one', 'support');
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ role: 'support', currentPlan: 'team' });
    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: 'auditor.one@example.com', password: 'password-1234' },
    });
    expect(login.status).toBe(200);
    expect(login.body.userData.role).toBe('support');
    expect(login.body.userData.ability).toContainEqual({ action: 'read', subject: 'Invoice' });
    const again = await newUser('auditor.one', 'support');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: {
        email: ['This email is already in use.'],
        username: ['This username is already in use.'],
      },
    });
    expect((await newUser('auditor.two', 'no-such-role')).body).toEqual({
      error: { role: ['There is no role with this name'] },
    });
  });

  it('never lets an admin take administrator access away from themself', async () => {
    const admin = await roleNamed('admin');
    const demote = await send('PUT', `/apps/roles/${admin.id}`, {
      name: 'admin',
      manageAll: false,
    });
    expect(demote.status).toBe(409);
    expect(demote.body).toEqual({ error: 'You cannot remove administrator access from yourself' });
    const self = await send('PUT', '/apps/roles/users/1', { role: 'support' });
    expect(self.status).toBe(409);
    expect((await send('PUT', '/apps/roles/users/1', { role: 'administrator' })).status).toBe(200);
    expect((await send('PUT', '/apps/roles/users/1', { role: 'admin' })).status).toBe(200);
    expect((await send('PUT', '/apps/roles/users/999', { role: 'admin' })).status).toBe(404);
    expect((await send('PUT', '/apps/roles/users/2', { role: 'nobody' })).status).toBe(400);
  });
});
