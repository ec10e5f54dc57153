import { type Email, type EmailsListReply, emailsListQuerySchema } from '@beacon/contract/email';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { encodeCursor, keysetScope } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { pageWalks } from '../../test/page-walks';
import { listEmails } from './email.repo';

type ErrorBody = { error: Record<string, string[]> };

/** Views, labels and searches of the demo mailbox that hold more than one page of two. */
const views = [
  'folder=inbox',
  'folder=all',
  'folder=starred',
  'folder=spam',
  'folder=all&label=company',
  'folder=all&q=e',
  'folder=all&q=re',
  'folder=all&q=ing',
];

describe.each(backends)('mail list paging on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(path: string, token?: string) =>
    t.call<T>('GET', `/apps/email/emails?${path}`, { token: token ?? (await t.tokenOf('admin')) });
  const list = async (query: string, token?: string) => {
    const reply = await get<EmailsListReply>(query, token);
    expect(reply.status, query).toBe(200);
    return reply.body;
  };
  const ids = (reply: EmailsListReply) => reply.emails.map((mail) => mail.id);
  const cursorOf = (cursor: string | null) => encodeURIComponent(cursor ?? '');

  const { walk, byPages } = pageWalks(async (query) => {
    const reply = await list(query);
    return { ids: ids(reply), cursors: reply.cursors };
  });

  const adminId = async () => {
    const [row] = await selectRows<{ userId: number }>(
      t.db,
      sql`select user_id as "userId" from emails where id = 24`,
    );
    if (!row) throw new Error('the demo mailbox has no mail 24');
    return row.userId;
  };

  it.each(views)(
    'pages by cursor, next from the first and prev from the last, as by page number (%s)',
    async (view) => {
      const query = `perPage=2&${view}`;
      const expected = await byPages(query);
      expect(expected.length).toBeGreaterThan(2);
      const { forward, backward } = await walk(query);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
    },
  );

  it('goes back and forth by cursor, with no cursor past either end, and last works', async () => {
    const first = await list('folder=all&perPage=6&cursor=first');
    expect(first.cursors.prev).toBeNull();
    expect(ids(first)).toEqual(ids(await list('folder=all&perPage=6')));
    const second = await list(`folder=all&perPage=6&cursor=${cursorOf(first.cursors.next)}`);
    const back = await list(`folder=all&perPage=6&cursor=${cursorOf(second.cursors.prev)}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.cursors.prev).toBeNull();
    // 20 mails outside the trash: the last page by cursor is full, unlike page 4 by number.
    const last = await list('folder=all&perPage=6&cursor=last');
    // 20 mails by 6: the last page holds 2, as page 4 does.
    expect(ids(last)).toEqual((await byPages('folder=all&perPage=6')).slice(-2));
    expect(last.cursors.next).toBeNull();
    expect(last.cursors.prev).not.toBeNull();
    expect(last).toMatchObject({ total: 20, totalExact: true });
    // The sidebar's counts do not depend on the page.
    expect(last.emailsMeta).toEqual({ inbox: 3, draft: 4, spam: 2 });
  });

  it('ignores page when a cursor is given, and gives page-number clients cursors too', async () => {
    const third = await list('folder=all&perPage=3&page=3');
    const fourth = await list('folder=all&perPage=3&page=4');
    const byCursor = await list(
      `folder=all&perPage=3&page=1&cursor=${cursorOf(third.cursors.next)}`,
    );
    expect(ids(byCursor)).toEqual(ids(fourth));
    expect(byCursor.emails).toEqual(fourth.emails);
  });

  it.each(['e', 'r', 'x', '.', '-', 're', 'pl', 'tx', '.c', 'sv', 'notes', 'floor-', 'zz'])(
    'answers the search %s with exactly the mails whose subject or file name holds it',
    async (q) => {
      const every: Email[] = [
        ...(await list('folder=all&perPage=100')).emails,
        ...(await list('folder=trash&perPage=100')).emails,
      ];
      const expected = every
        .filter((mail) =>
          [mail.subject, ...mail.attachments.map((file) => file.fileName)].some((text) =>
            text.toLowerCase().includes(q),
          ),
        )
        .filter((mail) => mail.folder !== 'trash')
        .map((mail) => mail.id);
      const reply = await list(`folder=all&perPage=100&q=${encodeURIComponent(q.toUpperCase())}`);
      expect(ids(reply)).toEqual(expected);
      expect(reply).toMatchObject({ total: expected.length, totalExact: true });
    },
  );

  it('finds a mail by its attachment, whatever the case', async () => {
    expect(ids(await list('folder=all&q=Release-Notes'))).toEqual([24]);
    expect(ids(await list('folder=all&q=weekly-traffic.CSV'))).toHaveLength(1);
  });

  it.each([
    ['not base64 at all', () => 'not a cursor!'],
    ['valid base64, not a cursor', () => btoa('{"hello":1}')],
    ['from another list', () => encodeCursor('x', 'after', '2026-01-01 00:00:00+00', 3)],
    ['a number where the sort key is a time', () => encodeCursor('x', 'after', 7, 3)],
  ])('refuses a cursor that is %s with a message on cursor', async (_, make) => {
    const reply = await get<ErrorBody>(`cursor=${encodeURIComponent(make())}`);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['cursor']);
  });

  it('refuses a cursor of this very list whose time is not a time', async () => {
    const scope = keysetScope(['emails', await adminId(), 'inbox', undefined, '']);
    for (const time of ['someday', '2026-02-31 00:00:00+00', '2026-01-01 10:00:00+99']) {
      const cursor = encodeCursor(scope, 'after', time, 3);
      const reply = await get<ErrorBody>(`cursor=${encodeURIComponent(cursor)}`);
      expect(reply.status, time).toBe(400);
      expect(Object.keys(reply.body.error)).toEqual(['cursor']);
    }
  });

  it('refuses a cursor from another folder, label, search or mailbox', async () => {
    const { cursors } = await list('perPage=3&folder=all&label=company');
    expect(cursors.next).not.toBeNull();
    const stranger = (await t.signUp('mail-paging-stranger')).token;
    for (const [other, token] of [
      ['folder=inbox&label=company', undefined],
      ['folder=all&label=private', undefined],
      ['folder=all', undefined],
      ['folder=all&label=company&q=a', undefined],
      ['folder=all&label=company', stranger],
    ] as const) {
      const reply = await get<ErrorBody>(
        `perPage=3&${other}&cursor=${cursorOf(cursors.next)}`,
        token,
      );
      expect(reply.status, other).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
  });

  it('counts a search exactly up to the bound, and estimates it past the bound', async () => {
    const userId = await adminId();
    const query = emailsListQuerySchema.parse({ folder: 'all', q: 'e' });
    const exact = (await list('folder=all&q=e')).total;
    expect(exact).toBeGreaterThan(5);
    const atBound = await listEmails(t.db, userId, query, { exactUpTo: exact });
    expect(atBound).toMatchObject({ total: exact, totalExact: true });
    const past = await listEmails(t.db, userId, query, { exactUpTo: exact - 1 });
    expect(past.totalExact).toBe(false);
    expect(past.total).toBeGreaterThanOrEqual(exact);
    expect(past.total).toBeLessThanOrEqual(exact * 2);
    // The estimate changes the total only: the page and the sidebar's counts stay.
    expect(past.emails).toEqual(atBound.emails);
    expect(past.emailsMeta).toEqual(atBound.emailsMeta);
  });

  // Last: it adds mail to the demo mailbox.
  it('walks mails of one millisecond, and of one microsecond, in order', async () => {
    const userId = await adminId();
    // Five mails within one millisecond, two of them at the same microsecond (the id breaks the
    // tie): a cursor holding milliseconds only would repeat or skip some of them.
    await t.db.execute(sql`
      insert into emails (user_id, folder, time, from_email, from_name, subject)
      select ${userId}::int, 'sent', t::timestamptz, 'admin@demo.com', 'John Doe', 'Same moment'
      from unnest(array['2020-05-01 10:00:00.000100+00', '2020-05-01 10:00:00.000300+00',
                        '2020-05-01 10:00:00.000300+00', '2020-05-01 10:00:00.000700+00',
                        '2020-05-01 10:00:00.000999+00']) as t`);
    const query = 'folder=sent&perPage=2';
    const expected = await byPages(query);
    expect(expected).toHaveLength(7);
    const { forward, backward } = await walk(query);
    expect(forward).toEqual(expected);
    expect(backward).toEqual(expected);
    const sameMoment = (await list('folder=sent&perPage=10')).emails.filter(
      (mail) => mail.subject === 'Same moment',
    );
    expect(sameMoment.map((mail) => mail.time)).toEqual(
      Array.from({ length: 5 }, () => '2020-05-01T10:00:00.000Z'),
    );
    // Newest first, and the later-added of the two at one microsecond first.
    const tied = sameMoment.slice(2, 4).map((mail) => mail.id);
    expect(tied[0]).toBeGreaterThan(tied[1] ?? Number.POSITIVE_INFINITY);
  });
});
