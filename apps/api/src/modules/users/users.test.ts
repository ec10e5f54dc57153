import type { User, UsersListReply } from '@beacon/contract/users';
import { describe, expect, it } from 'vitest';
import { apiModules } from '../../app';
import { backends, useTestApp } from '../../test/harness';
import { userBatches } from './users.repo';
import { sampleUsers } from './users.seed';
import { users } from './users.table';
import { reset } from '../../db/seed';

type ErrorBody = { error: unknown };

const newUser = {
  fullName: 'Test Person',
  username: 'test.person',
  email: 'test.person@example.com',
  company: 'Testing PVT LTD',
  country: 'Iceland',
  contact: '(555) 010-0100',
  role: 'editor',
  currentPlan: 'team',
  billing: 'auto debit',
};

describe.each(backends)('users API on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const list = (query = '') => get<UsersListReply>(`/api/users/list/data${query}`);

  describe('GET /api/users/list/data', () => {
    it('defaults to page 1 of 10, sorted by full name ascending, with the total', async () => {
      const reply = await list();
      expect(reply.status).toBe(200);
      expect(reply.body.total).toBe(50);
      expect(reply.body.users).toHaveLength(10);
      const names = reply.body.users.map((u) => u.fullName);
      expect(names).toEqual([...names].sort());
    });

    it.each([
      ['?role=admin', 11],
      ['?role=admin&status=active', 4],
      ['?role=maintainer', 12],
      ['?status=pending', 18],
      ['?currentPlan=team', 20],
      ['?q=PAYPAL', 13],
      ['?q=paypal&role=', 13],
      ['?q=auto%20debit', 16],
      ['?role=&status=&currentPlan=', 50],
    ])('filters %s to %i users', async (query, total) => {
      expect((await list(query)).body.total).toBe(total);
    });

    it('matches q in e-mail and full name, case-insensitively, and not in other columns', async () => {
      const { body: all } = await get<User[]>('/api/users/list/all-data');
      const someone = all[7] as User;
      const byEmail = await list(`?q=${encodeURIComponent(someone.email.toUpperCase())}`);
      expect(byEmail.body.users.map((u) => u.id)).toEqual([someone.id]);
      const surname = someone.fullName.split(' ')[1] as string;
      const byName = await list(`?q=${surname.toLowerCase()}&perPage=50`);
      expect(byName.body.users.map((u) => u.id)).toContain(someone.id);
      const byCountry = await list(`?q=${encodeURIComponent(someone.country)}`);
      expect(byCountry.body.users.map((u) => u.id)).not.toContain(someone.id);
    });

    it('treats % and _ in q as literal characters', async () => {
      expect((await list('?q=%25')).body.total).toBe(0);
      expect((await list('?q=_')).body.total).toBe(0);
    });

    it('sorts by any column both ways, ties broken by id', async () => {
      const desc = await list('?sortColumn=id&sort=desc');
      expect(desc.body.users.map((u) => u.id)).toEqual([50, 49, 48, 47, 46, 45, 44, 43, 42, 41]);
      for (const column of ['email', 'role', 'currentPlan', 'billing', 'country'] as const) {
        for (const sort of ['asc', 'desc'] as const) {
          const { body } = await list(`?sortColumn=${column}&sort=${sort}&perPage=50`);
          const keys = body.users.map((u) => `${u[column]}`);
          const expected = [...keys].sort();
          expect(keys).toEqual(sort === 'asc' ? expected : expected.reverse());
        }
      }
    });

    it('partitions the rows into pages and answers a page past the end with [] and the total', async () => {
      const seen = new Set<number>();
      for (let page = 1; page <= 5; page++) {
        const { body } = await list(`?page=${page}&perPage=10&sortColumn=role`);
        body.users.forEach((u) => seen.add(u.id));
      }
      expect(seen.size).toBe(50);
      const past = await list('?page=6');
      expect(past.body).toMatchObject({ users: [], total: 50, totalExact: true });
      expect((await list('?perPage=7&page=8')).body.users).toHaveLength(1);
    });

    it.each([
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?perPage=1000', 'perPage'],
      ['?sort=sideways', 'sort'],
      ['?sortColumn=password', 'sortColumn'],
      ['?role=superuser', 'role'],
      ['?status=gone', 'status'],
      ['?currentPlan=free', 'currentPlan'],
    ])('refuses %s with a message for %s', async (query, field) => {
      const reply = await get<ErrorBody>(`/api/users/list/data${query}`);
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.error as object)).toEqual([field]);
    });
  });

  describe('GET /api/users/list/all-data and /api/users/user', () => {
    it('reads every user once, in id order, across batches', async () => {
      const ids: number[] = [];
      for await (const batch of userBatches(t.db, 7)) ids.push(...batch.map((user) => user.id));
      expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('lists every user by id, untouched by an earlier sorted list call', async () => {
      await list('?sortColumn=email&sort=desc');
      const { status, body } = await get<User[]>('/api/users/list/all-data');
      expect(status).toBe(200);
      expect(body.map((u) => u.id)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    });

    it('answers ?id=3 with that user', async () => {
      const reply = await get<{ user: User }>('/api/users/user?id=3');
      expect(reply.status).toBe(200);
      expect(reply.body.user.id).toBe(3);
      expect(Object.keys(reply.body.user).sort()).toEqual([
        'avatar',
        'billing',
        'company',
        'contact',
        'country',
        'currentPlan',
        'email',
        'fullName',
        'id',
        'role',
        'status',
        'username',
      ]);
    });

    it('answers an unknown id with 404 and a non-numeric one with 400', async () => {
      const missing = await get('/api/users/user?id=999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'User not found' });
      const bad = await get<ErrorBody>('/api/users/user?id=abc');
      expect(bad.status).toBe(400);
      expect(bad.body.error).toHaveProperty('id');
      expect((await get('/api/users/user')).status).toBe(400);
    });
  });

  describe('POST /apps/users/add-user and DELETE /apps/users/delete', () => {
    const add = async (body: unknown) =>
      t.call<{ user: User } & ErrorBody>('POST', '/apps/users/add-user', {
        token: await t.tokenOf('admin'),
        body,
      });
    const remove = async (id: string) =>
      t.call<ErrorBody>('DELETE', `/apps/users/delete?id=${id}`, {
        token: await t.tokenOf('admin'),
      });

    it('adds users sent at the same moment, each under its own id, and counts them', async () => {
      const before = (await list()).body.total;
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          add({ ...newUser, username: `burst.${i}`, email: `burst.${i}@example.com` }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 201));
      expect(new Set(replies.map((r) => r.body.user.id)).size).toBe(12);
      expect((await list()).body.total).toBe(before + 12);
      expect((await list('?role=editor&currentPlan=team')).body.total).toBeGreaterThanOrEqual(12);
      for (const reply of replies) await remove(String(reply.body.user.id));
      expect((await list()).body.total).toBe(before);
    });

    it('adds a user with id = max id + 1, defaults filled and billing normalised', async () => {
      const reply = await add(newUser);
      expect(reply.status).toBe(201);
      expect(reply.body.user).toEqual({
        ...newUser,
        id: 51,
        billing: 'Auto Debit',
        status: 'active',
        avatar: '',
      });
      expect((await list()).body.total).toBe(51);
      expect((await get<{ user: User }>('/api/users/user?id=51')).body.user.email).toBe(
        newUser.email,
      );
    });

    it('rejects invalid input with field messages and stores nothing', async () => {
      const before = await t.db.$count(users);
      const reply = await add({
        fullName: ' ',
        email: 'nope',
        role: 'king',
        currentPlan: 'free',
        contact: 'call me',
      });
      expect(reply.status).toBe(400);
      expect(Object.keys(reply.body.error as object).sort()).toEqual([
        'contact',
        'currentPlan',
        'email',
        'fullName',
        'role',
        'username',
      ]);
      expect((await add(null)).status).toBe(400);
      expect(await t.db.$count(users)).toBe(before);
    });

    it('rejects a taken e-mail or username with 409 and stores nothing', async () => {
      const before = await t.db.$count(users);
      const email = await add({
        ...newUser,
        username: 'someone.else',
        email: newUser.email.toUpperCase(),
      });
      expect(email.status).toBe(409);
      expect(email.body.error).toEqual({ email: ['This email is already in use.'] });
      const username = await add({
        ...newUser,
        email: 'other@example.com',
        username: 'TEST.person',
      });
      expect(username.status).toBe(409);
      expect(username.body.error).toEqual({ username: ['This username is already in use.'] });
      expect(await t.db.$count(users)).toBe(before);
    });

    it('deletes by ?id= and the list reloads without that user', async () => {
      const added = await add({ ...newUser, email: 'gone@example.com', username: 'gone' });
      const id = added.body.user.id;
      const reply = await remove(String(id));
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ id });
      expect((await get(`/api/users/user?id=${id}`)).status).toBe(404);
    });

    it('answers an unknown id with 404 and deletes nothing', async () => {
      const before = await get<User[]>('/api/users/list/all-data');
      const reply = await remove('9999');
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ error: 'User not found' });
      expect((await remove('abc')).status).toBe(400);
      const after = await get<User[]>('/api/users/list/all-data');
      expect(after.body).toEqual(before.body);
    });

    it('reuses max + 1 after the last user is deleted', async () => {
      const { body: all } = await get<User[]>('/api/users/list/all-data');
      const maxId = Math.max(...all.map((u) => u.id));
      await remove(String(maxId));
      const again = await add({ ...newUser, email: 'again@example.com', username: 'again' });
      expect(again.body.user.id).toBe(maxId);
    });
  });
});

describe.each(backends)('users sample data on %s', (backend) => {
  const t = useTestApp(backend);
  const countBy = async (column: 'role' | 'status' | 'currentPlan' | 'billing') => {
    const rows = await t.db.select().from(users);
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row[column]] = (counts[row[column]] ?? 0) + 1;
    return counts;
  };

  it('has the counts and value sets of the samples', async () => {
    expect(await countBy('role')).toEqual({
      maintainer: 12,
      subscriber: 12,
      admin: 11,
      editor: 8,
      author: 7,
    });
    expect(await countBy('status')).toEqual({ active: 18, pending: 18, inactive: 14 });
    expect(await countBy('currentPlan')).toEqual({
      team: 20,
      enterprise: 10,
      company: 10,
      basic: 10,
    });
    expect(await countBy('billing')).toEqual({
      'Auto Debit': 16,
      'Manual - Paypal': 13,
      'Manual - Cash': 12,
      'Manual - Credit Card': 9,
    });
    const rows = await t.db.select().from(users);
    expect(rows.filter((u) => u.avatar === '')).toHaveLength(18);
    expect(rows.every((u) => u.company.endsWith(' PVT LTD'))).toBe(true);
    expect(rows.every((u) => /^\(\d{3}\) \d{3}-\d{4}$/.test(u.contact))).toBe(true);
  });

  it('generates any number of users in SQL, with unique e-mails and usernames', async () => {
    await reset(t.db, apiModules, { passwordIterations: 1000, counts: { users: 5000 } });
    const rows = await t.db.select().from(users);
    expect(rows).toHaveLength(5000);
    expect(new Set(rows.map((u) => u.email.toLowerCase())).size).toBe(5000);
    expect(new Set(rows.map((u) => u.username.toLowerCase())).size).toBe(5000);
    expect(new Set(rows.map((u) => u.role))).toEqual(
      new Set(['admin', 'author', 'editor', 'maintainer', 'subscriber']),
    );
    expect(rows.every((u) => /^\(\d{3}\) \d{3}-\d{4}$/.test(u.contact))).toBe(true);
    // The first 50 are still the samples: the same seed gives the same people.
    expect(rows.find((u) => u.id === 1)?.fullName).toBe(sampleUsers()[0]?.fullName);
    // A reset of every module and 5,000 users, each indexed by its search pieces (migration 0027):
    // on a loaded shared machine this outlasts the default 30 s.
  }, 90_000);
});
