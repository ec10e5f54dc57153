import {
  type AuditAction,
  type AuditListReply,
  auditListQuerySchema,
} from '@beacon/contract/audit';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../lib/audit/audit.table';
import { encodeCursor } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { pageWalks } from '../../test/page-walks';
import { type AuditDirectory, listAudit } from './audit.repo';

type ErrorBody = { error: Record<string, string[]> };

const actions: AuditAction[] = ['create', 'update', 'delete', 'role-change'];

/**
 * 60 entries over 15 instants: four entries share each instant to the microsecond (as the entries
 * of one transaction do), and three instants share each millisecond, so a cursor that kept only
 * milliseconds would skip or repeat entries.
 */
const made = Array.from({ length: 60 }, (_, i) => ({
  actorId: 9001 + (i % 3),
  action: actions[i % 4] as AuditAction,
  resource: i % 2 === 0 ? 'tasks' : 'users',
  resourceId: String(i % 7),
  at: `2026-01-0${1 + (i % 5)} 10:00:00.${String(123000 + (i % 3) * 400).padStart(6, '0')}+00`,
  changes: { title: [null, `entry ${i}`] as [unknown, unknown] },
}));

type Made = (typeof made)[number] & { id: number };

const noDirectory: AuditDirectory = {
  byIds: () => Promise.resolve([]),
  idOfEmail: () => Promise.resolve(undefined),
};

describe.each(backends)('audit log paging on %s', (backend) => {
  const t = useTestApp(backend);
  /** The made entries' ids, newest first, the id breaking ties (the list's own order). */
  let madeRows: Made[];

  beforeAll(async () => {
    // Signed in first: the sign-in is an entry too, and the walks below must see a still log.
    await t.tokenOf('admin');
    const inserted = await t.db.insert(auditLog).values(made).returning({ id: auditLog.id });
    madeRows = made.map((entry, i) => ({ ...entry, id: inserted[i]?.id ?? 0 }));
  });

  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const list = async (query: string) => {
    const reply = await get<AuditListReply>(`/api/audit?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const ids = (reply: AuditListReply) => reply.entries.map((e) => e.id);
  const newestFirst = (rows: Made[]) =>
    [...rows]
      .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
      .map((row) => row.id);

  const { walk, byPages } = pageWalks(async (query) => {
    const reply = await list(query);
    return { ids: ids(reply), cursors: reply.cursors };
  });

  it('pages the whole log by cursor, next from the first and prev from the last, as by page number', async () => {
    const expected = await byPages('perPage=7');
    expect(expected.length).toBeGreaterThan(60);
    const { forward, backward } = await walk('perPage=7');
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
    // The made entries are older than the sign-in, and in the list's own order.
    expect(expected.slice(-60)).toEqual(newestFirst(madeRows));
  });

  it.each([
    ['actor=9001', (r: Made) => r.actorId === 9001],
    ['resource=tasks', (r: Made) => r.resource === 'tasks'],
    ['resource=tasks&resourceId=3', (r: Made) => r.resource === 'tasks' && r.resourceId === '3'],
    ['resourceId=4', (r: Made) => r.resourceId === '4'],
    ['action=role-change', (r: Made) => r.action === 'role-change'],
    ['from=2026-01-02&to=2026-01-04', (r: Made) => r.at >= '2026-01-02' && r.at < '2026-01-05'],
    [
      'resource=users&action=update&actor=9002',
      (r: Made) => r.resource === 'users' && r.action === 'update' && r.actorId === 9002,
    ],
  ] as const)(
    'pages the filter %s by cursor both ways, as by page number',
    async (filter, keep) => {
      const query = `perPage=4&${filter}`;
      const expected = await byPages(query);
      const { forward, backward } = await walk(query);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
      // A filter by resourceId alone may also match the sign-in's entry (an account id).
      const made = newestFirst(madeRows.filter(keep));
      if (filter.startsWith('resourceId')) expect(expected).toEqual(expect.arrayContaining(made));
      else expect(expected).toEqual(made);
    },
  );

  it('goes back and forth by cursor, with no cursor past either end', async () => {
    const first = await list('perPage=6&resource=tasks&cursor=first');
    expect(first.cursors.prev).toBeNull();
    const second = await list(`perPage=6&resource=tasks&cursor=${first.cursors.next ?? ''}`);
    const back = await list(`perPage=6&resource=tasks&cursor=${second.cursors.prev ?? ''}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.cursors.prev).toBeNull();
    const last = await list('perPage=6&resource=tasks&cursor=last');
    const tasks = newestFirst(madeRows.filter((r) => r.resource === 'tasks'));
    expect(ids(last)).toEqual(tasks.slice(-6));
    expect(last.cursors.next).toBeNull();
    expect(last).toMatchObject({ total: 30, totalExact: true });
  });

  it('ignores page when a cursor is given, and gives page-number clients cursors too', async () => {
    const tasks = newestFirst(madeRows.filter((r) => r.resource === 'tasks'));
    const third = await list('perPage=5&resource=tasks&page=3');
    expect(ids(third)).toEqual(tasks.slice(10, 15));
    const fourth = await list(`perPage=5&resource=tasks&page=1&cursor=${third.cursors.next ?? ''}`);
    expect(ids(fourth)).toEqual(tasks.slice(15, 20));
  });

  it('keeps a cursor’s next page in place while new entries arrive on top', async () => {
    const first = await list('perPage=5&actor=9003');
    const [added] = await t.db
      .insert(auditLog)
      .values({ actorId: 9003, action: 'create', resource: 'tasks', resourceId: '1' })
      .returning({ id: auditLog.id });
    try {
      const next = await list(`perPage=5&actor=9003&cursor=${first.cursors.next ?? ''}`);
      const mine = newestFirst(madeRows.filter((r) => r.actorId === 9003));
      expect(ids(next)).toEqual(mine.slice(5, 10));
      expect((await list('perPage=5&actor=9003')).entries[0]?.id).toBe(added?.id);
    } finally {
      if (added) await t.db.delete(auditLog).where(eq(auditLog.id, added.id));
    }
  });

  /** A cursor this list gave, with its time replaced. */
  const withTime = (cursor: string, time: unknown) => {
    const [scope, side, , id] = JSON.parse(
      atob(cursor.replaceAll('-', '+').replaceAll('_', '/')),
    ) as [string, string, string, number];
    return btoa(JSON.stringify([scope, side, time, id]))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
  };

  it.each([
    ['not base64 at all', () => 'not a cursor!'],
    ['valid base64, not a cursor', () => btoa('{"hello":1}')],
    ['from another list', () => encodeCursor('x', 'after', '2026-01-01 10:00:00+00', 3)],
    ['of this list with a time that is not one', (next: string) => withTime(next, 'yesterday-ish')],
    [
      'of this list with a day that does not exist',
      (next: string) => withTime(next, '2026-02-30 10:00:00+00'),
    ],
    ['of this list with a number for the time', (next: string) => withTime(next, 7)],
  ])('refuses a cursor that is %s with a message on cursor', async (_, make) => {
    const { cursors } = await list('perPage=5&resource=tasks');
    const cursor = make(cursors.next ?? '');
    const reply = await get<ErrorBody>(
      `/api/audit?perPage=5&resource=tasks&cursor=${encodeURIComponent(cursor)}`,
    );
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['cursor']);
  });

  it('refuses a cursor from another filter', async () => {
    const { cursors } = await list('perPage=5&resource=tasks');
    for (const other of [
      'resource=users',
      'resource=tasks&action=create',
      'resource=tasks&from=2026-01-01',
      '',
    ]) {
      const reply = await get<ErrorBody>(
        `/api/audit?perPage=5&${other}&cursor=${cursors.next ?? ''}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
  });

  it('counts exactly up to the bound, and estimates past the bound', async () => {
    const query = auditListQuerySchema.parse({ resource: 'tasks' });
    const atBound = await listAudit(t.db, noDirectory, query, { exactUpTo: 30 });
    expect(atBound).toMatchObject({ total: 30, totalExact: true });
    const past = await listAudit(t.db, noDirectory, query, { exactUpTo: 29 });
    expect(past.totalExact).toBe(false);
    expect(past.total).toBeGreaterThanOrEqual(30);
    expect(past.total).toBeLessThanOrEqual(60);
    expect(past.entries).toEqual(atBound.entries);
  });
});
