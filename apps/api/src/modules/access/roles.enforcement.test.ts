import type { AccessUser, Role } from '@beacon/contract/access';
import type { LoginReply } from '@beacon/contract/auth';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

/** One route per module subject, read and delete; a delete of an unknown id is a 404 when allowed. */
const routes = {
  'read User': ['GET', '/api/users/list/data'],
  'read Ecommerce': ['GET', '/apps/ecommerce/products'],
  'read Chat': ['GET', '/apps/chat/chats-and-contacts'],
  'read Todo': ['GET', '/apps/todo/tasks'],
  'read Email': ['GET', '/apps/email/emails'],
  'read Invoice': ['GET', '/apps/invoice/invoices'],
  'delete Invoice': ['DELETE', '/apps/invoice/delete?id=999999'],
  'read Calendar': ['GET', '/apps/calendar/events'],
  'read DataTable': ['GET', '/api/datatables/data'],
  'read Access': ['GET', '/apps/permissions/data'],
  'delete Access': ['DELETE', '/apps/permissions/delete?id=999999'],
} as const;
type Check = keyof typeof routes;

/** What each sample role may call (the rest is 403): the levels each module's `subjects` grants it. */
const allowed: Record<string, Check[]> = {
  manager: [
    'read User',
    'read Ecommerce',
    'read Chat',
    'read Todo',
    'read Email',
    'read Invoice',
    'delete Invoice',
    'read Calendar',
    'read DataTable',
  ],
  user: ['read Ecommerce', 'read Chat', 'read Todo', 'read Email', 'read Calendar'],
  support: ['read User', 'read Chat', 'read Todo', 'read Email', 'read Invoice'],
  'restricted-user': ['read Chat', 'read Email', 'read Calendar'],
  client: [],
  administrator: Object.keys(routes) as Check[],
};

describe.each(backends)('access enforced by role on %s', (backend) => {
  const t = useTestApp(backend);
  const signIn = async (role: string, as = role) => {
    const username = `in.${as}`;
    const created = await t.call<{ user: AccessUser }>('POST', '/apps/roles/users', {
      token: await t.tokenOf('admin'),
      body: {
        fullName: `In ${role}`,
        username,
        email: `${username}@example.com`,
        password: 'password-1234',
        role,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: `${username}@example.com`, password: 'password-1234' },
    });
    return login.body.accessToken;
  };
  const statuses = async (token: string) => {
    const out: Partial<Record<Check, number>> = {};
    for (const [check, [method, path]] of Object.entries(routes) as [
      Check,
      readonly [string, string],
    ][]) {
      out[check] = (await t.call(method, path, { token })).status;
    }
    return out;
  };
  const expected = (role: string) =>
    Object.fromEntries(
      (Object.keys(routes) as Check[]).map((check) => [
        check,
        allowed[role]?.includes(check) ? (check.startsWith('delete') ? 404 : 200) : 403,
      ]),
    );

  it.each(Object.keys(allowed))('lets %s call exactly what its role allows', async (role) => {
    expect(await statuses(await signIn(role))).toEqual(expected(role));
  });

  it('applies an edited role on the member’s next request, without signing in again', async () => {
    const token = await signIn('support', 'support.edited');
    const admin = { token: await t.tokenOf('admin') };
    expect((await t.call('DELETE', routes['delete Invoice'][1], { token })).status).toBe(403);
    const { body } = await t.call<{ roles: Role[] }>('GET', '/apps/roles', admin);
    const support = body.roles.find((role) => role.name === 'support');
    if (!support) throw new Error('no support role');
    const grant = async (levels: string[]) =>
      t.call('PUT', `/apps/roles/${support.id}`, {
        ...admin,
        body: { name: 'support', permissions: { ...support.permissions, Invoice: levels } },
      });
    expect((await grant(['read', 'write'])).status).toBe(200);
    expect((await t.call('DELETE', routes['delete Invoice'][1], { token })).status).toBe(404);
    expect((await grant([])).status).toBe(200);
    expect((await t.call('GET', routes['read Invoice'][1], { token })).status).toBe(403);
    expect((await grant(['read'])).status).toBe(200);
    expect((await t.call('GET', routes['read Invoice'][1], { token })).status).toBe(200);
  });

  it('applies a new role on the person’s next request', async () => {
    const token = await signIn('user', 'user.moved');
    const admin = { token: await t.tokenOf('admin') };
    expect((await t.call('GET', routes['read Invoice'][1], { token })).status).toBe(403);
    const { body } = await t.call<{ users: AccessUser[] }>(
      'GET',
      '/apps/roles/users?q=in.user.moved',
      admin,
    );
    const id = body.users[0]?.id;
    expect(
      (await t.call('PUT', `/apps/roles/users/${id}`, { ...admin, body: { role: 'manager' } }))
        .status,
    ).toBe(200);
    expect((await t.call('GET', routes['read Invoice'][1], { token })).status).toBe(200);
  });
});
