import {
  type User,
  type UsersListReply,
  userSortColumns,
  usersListQuerySchema,
} from '@beacon/contract/users';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { pageWalks } from '../../test/page-walks';
import { listUsers } from './users.repo';

type ErrorBody = { error: Record<string, string[]> };

describe.each(backends)('users list paging on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const list = async (query: string) => {
    const reply = await get<UsersListReply>(`/api/users/list/data?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const ids = (reply: UsersListReply) => reply.users.map((u) => u.id);

  const { walk, byPages } = pageWalks(async (query) => {
    const reply = await list(query);
    return { ids: ids(reply), cursors: reply.cursors };
  });

  it.each(userSortColumns.flatMap((column) => [`${column}&sort=asc`, `${column}&sort=desc`]))(
    'pages by cursor, next from the first and prev from the last, as by page number (sortColumn=%s)',
    async (sort) => {
      const query = `perPage=9&sortColumn=${sort}`;
      const expected = await byPages(query);
      expect(expected).toHaveLength(50);
      const { forward, backward } = await walk(query);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
    },
  );

  it('goes back and forth by cursor, with no cursor past either end', async () => {
    const first = await list('perPage=20&cursor=first');
    expect(first.cursors.prev).toBeNull();
    const second = await list(`perPage=20&cursor=${first.cursors.next ?? ''}`);
    const back = await list(`perPage=20&cursor=${second.cursors.prev ?? ''}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.cursors.prev).toBeNull();
    const last = await list('perPage=20&sortColumn=id&cursor=last');
    // 50 users by 20: the last page holds 10, as page 3 does.
    expect(ids(last)).toEqual(Array.from({ length: 10 }, (_, i) => 41 + i));
    expect(last.cursors.next).toBeNull();
    expect(last.total).toBe(50);
    expect(last.totalExact).toBe(true);
  });

  it('ignores page when a cursor is given, and gives page-number clients cursors too', async () => {
    const third = await list('perPage=10&sortColumn=id&page=3');
    expect(ids(third)).toEqual(Array.from({ length: 10 }, (_, i) => 21 + i));
    const fourth = await list(`perPage=10&sortColumn=id&page=1&cursor=${third.cursors.next ?? ''}`);
    expect(ids(fourth)).toEqual(Array.from({ length: 10 }, (_, i) => 31 + i));
  });

  it('pages filters, a search and cursors together', async () => {
    const { body: all } = await get<User[]>('/api/users/list/all-data');
    const expected = all
      .filter(
        (u) =>
          u.currentPlan === 'team' &&
          `${u.email}\u001f${u.fullName}\u001f${u.billing}`.toLowerCase().includes('e'),
      )
      // E-mails are unique: no tie for the id to break.
      .sort((a, b) => (a.email < b.email ? 1 : -1))
      .map((u) => u.id);
    expect(expected.length).toBeGreaterThan(6);
    const { forward, backward } = await walk(
      'perPage=4&currentPlan=team&q=E&sortColumn=email&sort=desc',
    );
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
  });

  it.each(['a', 'z', 'q', '@', '.', 'an', 'zo', 'el', 'i.', 'xq', 'ra', '1'])(
    'answers the one- or two-letter search %s with exactly the substring matches',
    async (q) => {
      const { body: all } = await get<User[]>('/api/users/list/all-data');
      const expected = all
        .filter((u) =>
          [u.email, u.fullName, u.billing].some((field) => field.toLowerCase().includes(q)),
        )
        .map((u) => u.id);
      const reply = await list(
        `q=${encodeURIComponent(q.toUpperCase())}&perPage=100&sortColumn=id`,
      );
      expect(ids(reply)).toEqual(expected);
      expect(reply.total).toBe(expected.length);
      expect(reply.totalExact).toBe(true);
    },
  );

  it.each([
    ['not base64 at all', () => 'not a cursor!'],
    ['valid base64, not a cursor', () => btoa('{"hello":1}')],
    ['from another sort column', () => encodeCursor('x', 'after', 'Anouk Ashdown', 3)],
    ['a number where the sort column is text', () => encodeCursor('x', 'after', 7, 3)],
  ])('refuses a cursor that is %s with a message on cursor', async (_, make) => {
    const reply = await get<ErrorBody>(`/api/users/list/data?cursor=${encodeURIComponent(make())}`);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['cursor']);
  });

  it('refuses a cursor from another filter, search or sort direction', async () => {
    const { cursors } = await list('perPage=5&role=admin');
    for (const other of ['role=editor', 'role=admin&q=a', 'role=admin&sort=desc', '']) {
      const reply = await get<ErrorBody>(
        `/api/users/list/data?perPage=5&${other}&cursor=${cursors.next ?? ''}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
  });

  it('counts a search exactly up to the bound, and estimates it past the bound', async () => {
    const query = usersListQuerySchema.parse({ q: 'a' });
    const exact = (await list('q=a')).total;
    expect(exact).toBeGreaterThan(10);
    const atBound = await listUsers(t.db, query, { exactUpTo: exact });
    expect(atBound).toMatchObject({ total: exact, totalExact: true });
    const past = await listUsers(t.db, query, { exactUpTo: exact - 1 });
    expect(past.totalExact).toBe(false);
    expect(past.total).toBeGreaterThanOrEqual(exact);
    expect(past.total).toBeLessThanOrEqual(exact * 2);
    const filtersOnly = usersListQuerySchema.parse({ role: 'admin' });
    expect(await listUsers(t.db, filtersOnly, { exactUpTo: 1 })).toMatchObject({
      total: 11,
      totalExact: true,
    });
  });
});
