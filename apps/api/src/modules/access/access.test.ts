import type { Permission, PermissionsReply } from '@beacon/contract/access';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';

describe.each(backends)('permissions on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');
  const list = async (query = '') => {
    const reply = await t.call<PermissionsReply>('GET', `/apps/permissions/data${query}`, {
      token: await admin(),
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const add = async (permission: unknown) =>
    t.call<{ permission: Permission }>('POST', '/apps/permissions/add-permission', {
      token: await admin(),
      body: { permission },
    });

  it('answers 401 without a token and 403 to the client', async () => {
    expect((await t.call('GET', '/apps/permissions/data')).status).toBe(401);
    const client = { token: await t.tokenOf('client') };
    expect((await t.call('GET', '/apps/permissions/data', client)).status).toBe(403);
    const body = { permission: { name: 'X' } };
    expect(
      (await t.call('POST', '/apps/permissions/add-permission', { ...client, body })).status,
    ).toBe(403);
    expect((await t.call('DELETE', '/apps/permissions/delete?id=1', client)).status).toBe(403);
  });

  it('lists the nine sample permissions and echoes the params', async () => {
    const reply = await list();
    expect(reply.params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: '' });
    expect(reply.total).toBe(9);
    expect(reply.allData).toHaveLength(9);
    expect(reply.permissions.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reply.permissions[0]).toEqual({
      id: 1,
      name: 'Management',
      assignedTo: ['administrator'],
      createdDate: '14 Apr 2021, 8:43 PM',
    });
    expect(reply.permissions[8]?.name).toBe('Manage Others’ Tasks');
    expect(reply.permissions[6]?.createdDate).toBe('04 Dec 2021, 8:15 PM');
  });

  it('searches the name or the date without case, filters one exact role, and pages', async () => {
    expect((await list('?q=oct')).total).toBe(2);
    expect((await list('?q=MANAGE')).permissions.map((p) => p.id)).toEqual([1, 2, 5, 8, 9]);
    expect((await list('?q=10:20 am')).total).toBe(2);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?assignedTo=support')).permissions.map((p) => p.id)).toEqual([4, 5, 9]);
    expect((await list('?assignedTo=user')).permissions.map((p) => p.id)).toEqual([4, 5]);
    expect((await list('?assignedTo=use')).total).toBe(0);
    const second = await list('?perPage=4&page=2');
    expect(second.permissions.map((p) => p.id)).toEqual([5, 6, 7, 8]);
    expect(second.params).toEqual({ q: '', perPage: 4, page: 2, assignedTo: '' });
    const lean = await list('?allData=false&perPage=2');
    expect(lean.allData).toEqual([]);
    expect(lean.permissions).toHaveLength(2);
    expect(lean.params).toEqual({ q: '', perPage: 2, page: 1, assignedTo: '' });
    const past = await list('?page=5');
    expect(past.permissions).toEqual([]);
    expect(past.total).toBe(9);
  });

  it('adds with a fresh id, first, assigned to administrator, dated now', async () => {
    const first = await add({ name: 'Audit Logs' });
    expect(first.status).toBe(201);
    const second = await add('Export Reports');
    expect(second.status).toBe(201);
    expect(first.body.permission).toMatchObject({
      name: 'Audit Logs',
      assignedTo: ['administrator'],
    });
    expect(first.body.permission.createdDate).toMatch(
      /^\d\d [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [AP]M$/,
    );
    expect(second.body.permission.id).not.toBe(first.body.permission.id);
    expect(second.body.permission.id).toBeGreaterThan(9);
    const { permissions, total } = await list();
    expect(total).toBe(11);
    expect(permissions.slice(0, 3).map((p) => p.name)).toEqual([
      'Export Reports',
      'Audit Logs',
      'Management',
    ]);
  });

  it('refuses an empty, over-long or duplicate name with a field message, changing nothing', async () => {
    const empty = await add({ name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: { 'permission.name': ['Please enter a valid Permission Name'] },
    });
    expect((await add({ name: 'x'.repeat(101) })).status).toBe(400);
    const taken = await add({ name: 'management' });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      error: { 'permission.name': ['A permission with this name already exists'] },
    });
    const rename = await t.call('POST', '/apps/permissions/update-permission', {
      token: await admin(),
      body: { id: 2, name: 'Only View' },
    });
    expect(rename.status).toBe(400);
    expect(rename.body).toEqual({
      error: { name: ['A permission with this name already exists'] },
    });
    expect((await list('?q=only view')).total).toBe(1);
  });

  it('renames (201) and searches by the new name; an unknown id is a 404', async () => {
    const token = await admin();
    const renamed = await t.call<{ permission: Permission }>(
      'POST',
      '/apps/permissions/update-permission',
      { token, body: { id: 3, name: 'Invite & Remove Users' } },
    );
    expect(renamed.status).toBe(201);
    expect(renamed.body.permission).toMatchObject({ id: 3, name: 'Invite & Remove Users' });
    expect((await list('?q=invite')).permissions.map((p) => p.id)).toEqual([3]);
    expect((await list('?q=invite')).permissions[0]?.createdDate).toBe('14 Oct 2021, 10:20 AM');
    const unknown = await t.call('POST', '/apps/permissions/update-permission', {
      token,
      body: { id: 999, name: 'Ghost' },
    });
    expect(unknown.status).toBe(404);
  });

  it('deletes one by id; an unknown id is a 404 that removes nothing', async () => {
    const token = await admin();
    const before = (await list()).total;
    expect((await t.call('DELETE', '/apps/permissions/delete?id=999', { token })).status).toBe(404);
    expect((await list()).total).toBe(before);
    const deleted = await t.call('DELETE', '/apps/permissions/delete?id=9', { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: 9 });
    const { allData, total } = await list();
    expect(total).toBe(before - 1);
    expect(allData.some((p) => p.id === 9)).toBe(false);
    expect((await t.call('DELETE', '/apps/permissions/delete?id=abc', { token })).status).toBe(400);
  });
});
