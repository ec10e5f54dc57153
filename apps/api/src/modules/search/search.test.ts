import type { BookmarkUpdateReply, BookmarksReply, MainSearchReply } from '@beacon/contract/search';
import { searchPages } from '@beacon/contract/search';
import type { InvoicesListReply } from '@beacon/contract/invoice';
import type { UsersListReply } from '@beacon/contract/users';
import { describe, expect, it } from 'vitest';
import type { FileReply } from '@beacon/contract/files';
import { fileUrl } from '@beacon/contract/files-values';
import { backends, useTestApp } from '../../test/harness';

describe.each(backends)('quick search and bookmarks on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.tokenOf('admin');
  const get = async <T>(path: string, token: string | Promise<string> = admin()) => {
    const reply = await t.call<T>('GET', path, { token: await token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const search = (query = '', token?: string) =>
    get<MainSearchReply>(`/api/main-search/data${query}`, token);
  const bookmarksOf = (token?: string) => get<BookmarksReply>('/api/bookmarks/data', token);
  const toggle = async (id: unknown, token: string | Promise<string> = admin()) =>
    t.call<BookmarkUpdateReply>('POST', '/api/bookmarks/update', {
      token: await token,
      body: { id },
    });
  const ids = (pages: { id: number }[]) => pages.map((p) => p.id);

  /** A signed-in person with a role of its own, made through the roles page's API. */
  const personWithRole = async (name: string, permissions: Record<string, string[]>) => {
    const send = async (path: string, body: unknown) =>
      t.call('POST', path, { token: await admin(), body });
    expect((await send('/apps/roles', { name, permissions })).status).toBe(201);
    const username = `${name}-person`;
    const user = { username, email: `${username}@example.com`, password: 'password-1234' };
    const added = await send('/apps/roles/users', { ...user, fullName: 'Role Person', role: name });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return (await t.login(user)).accessToken;
  };

  it('answers 401 without a token and 403 to the client, on every route', async () => {
    expect((await t.call('GET', '/api/main-search/data')).status).toBe(401);
    expect((await t.call('GET', '/api/bookmarks/data')).status).toBe(401);
    expect((await t.call('POST', '/api/bookmarks/update', { body: { id: 3 } })).status).toBe(401);
    const client = { token: await t.tokenOf('client') };
    expect((await t.call('GET', '/api/main-search/data', client)).status).toBe(403);
    expect((await t.call('GET', '/api/bookmarks/data', client)).status).toBe(403);
    const body = { id: 3 };
    expect((await t.call('POST', '/api/bookmarks/update', { ...client, body })).status).toBe(403);
  });

  it('answers the four groups, pages in full, a few files and contacts', async () => {
    const { searchArr } = await search();
    expect(searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
      ['Temp Monitoring', 4],
    ]);
    const [pages, files, contacts] = searchArr;
    // The admin may open every screen of the app; the monitoring ones are in their own group.
    expect(ids(pages.data)).toEqual(searchPages.filter((p) => !p.group).map((p) => p.id));
    expect(pages.data[2]).toEqual({
      id: 3,
      target: 'email',
      isBookmarked: true,
      title: 'Email',
      icon: 'Mail',
      link: '/apps/email',
    });
    expect(pages.data.filter((p) => p.isBookmarked).map((p) => p.title)).toEqual([
      'Email',
      'Chat',
      'Todo',
      'Calendar',
    ]);
    // Files: the caller's newest stored files (the sample mail's attachments), then the newest
    // invoices' PDFs by their clients, as the invoice list has them.
    const invoices = await get<InvoicesListReply>('/apps/invoice/invoices?perPage=4&allData=false');
    expect(files.data).toHaveLength(4);
    const stored = files.data.filter((f) => f.link.startsWith('/api/files/'));
    const pdfs = files.data.slice(stored.length);
    expect(files.data.slice(0, stored.length)).toEqual(stored);
    expect(stored.every((f) => f.by === '' && /^\d+(\.\d)? (B|KB|MB)$/.test(f.size))).toBe(true);
    expect(pdfs.map((f) => [f.title, f.by, f.link])).toEqual(
      invoices.invoices
        .slice(0, pdfs.length)
        .map((i) => [`Invoice #${i.id}.pdf`, i.client.name, `/apps/invoice/preview/${i.id}`]),
    );
    expect(files.data[0]?.file).toMatch(/^data:image\/svg\+xml,/);
    // Contacts: the users list's first people by name.
    const people = await get<UsersListReply>('/api/users/list/data?perPage=4');
    expect(contacts.data.map((c) => [c.title, c.email, c.img, c.link])).toEqual(
      people.users.map((u) => [u.fullName, u.email, u.avatar, `/apps/user/view/${u.id}`]),
    );
  });

  it('filters each group with q, without case, at most four each, % and _ literal', async () => {
    const invo = await search('?q=INVO');
    expect(invo.searchArr[0].data.map((p) => p.title)).toEqual([
      'Invoice List',
      'Invoice Preview',
      'Invoice Edit',
      'Invoice Add',
    ]);
    // Every PDF's title has "invoice": the newest four.
    expect(invo.searchArr[1].data).toHaveLength(4);
    expect((await search('?q=a')).searchArr.map((g) => g.data.length).slice(0, 3)).toEqual([
      4, 4, 4,
    ]);

    const [invoice] = (
      await get<InvoicesListReply>('/apps/invoice/invoices?perPage=1&allData=false')
    ).invoices;
    if (!invoice) throw new Error('no invoice');
    const newest = { title: `Invoice #${invoice.id}.pdf`, by: invoice.client.name };
    const number = String(invoice.id);
    const byNumber = await search(`?q=${encodeURIComponent(`invoice #${number}`)}`);
    expect(byNumber.searchArr[1].data.map((f) => f.title)).toContain(newest.title);
    const byClient = await search(`?q=${encodeURIComponent(newest.by.toUpperCase())}`);
    expect(byClient.searchArr[1].data.map((f) => f.by)).toContain(newest.by);

    const person = (await search()).searchArr[2].data[1];
    if (!person) throw new Error('no contact');
    const found = await search(`?q=${encodeURIComponent(person.email)}`);
    expect(found.searchArr[2].data).toEqual([person]);
    expect(found.searchArr[0].data).toEqual([]);

    for (const q of ['%25', '_', 'zzqx']) {
      expect((await search(`?q=${q}`)).searchArr.map((g) => g.data)).toEqual([[], [], [], []]);
    }
    const long = await t.call('GET', `/api/main-search/data?q=${'a'.repeat(101)}`, {
      token: await admin(),
    });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: { q: ['q must be at most 100 characters'] } });
  });

  it('groups the monitoring screens and finds sensors by name, for who may read monitoring', async () => {
    const name = `Walk-in fridge ${Date.now()}`;
    const added = await t.call('POST', '/api/monitoring/sensors', {
      token: await admin(),
      body: { name, zone: 'Kitchen' },
    });
    expect(added.status).toBe(201);
    const alarm = (await search('?q=ALARM')).searchArr[3].data;
    expect(alarm.map((entry) => entry.title)).toEqual(['Alarms', 'Alarm configurations']);
    const found = (await search(`?q=${encodeURIComponent('walk-in')}`)).searchArr[3].data;
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'sensor', title: name, zone: 'Kitchen' }),
    );
    // The Pages group no longer holds them.
    expect((await search('?q=alarm')).searchArr[0].data).toEqual([]);
    const noMonitoring = await personWithRole('search-no-monitoring', { Page: ['read'] });
    expect((await search('?q=walk-in', noMonitoring)).searchArr[3].data).toEqual([]);
  });

  it('shows only what a role may open: its pages, and files or contacts only with their module', async () => {
    const token = await personWithRole('search-invoices', { Page: ['read'], Invoice: ['read'] });
    const [pages, files, contacts] = (await search('', token)).searchArr;
    expect(pages.data.map((p) => p.link)).toEqual([
      '/apps/invoice/list',
      '/apps/invoice/preview',
      '/pages/account-settings',
      '/pages/profile',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/pricing',
      '/pages/blog/list',
      '/pages/blog/detail',
      '/pages/blog/edit',
      '/misc/coming-soon',
      '/misc/maintenance',
      '/misc/not-authorized',
      '/misc/error',
    ]);
    expect(files.data).toHaveLength(4);
    expect(contacts.data).toEqual([]);
    // Email and the others are bookmarked by default, but this role cannot open them.
    expect(await bookmarksOf(token)).toEqual({ suggestions: pages.data, bookmarks: [] });
    expect((await toggle(3, token)).status).toBe(404);
  });

  it('finds the stored files the caller may read by name, newest first, each a download', async () => {
    const alice = await t.signUp('search-files-alice');
    const bob = await t.signUp('search-files-bob');
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const store = async (name: string, kind: 'attachment' | 'avatar') => {
      const reply = await t.app.fetch(
        new Request(`http://test/api/files?${new URLSearchParams({ kind, name }).toString()}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${alice.token}`,
            'content-type': 'application/octet-stream',
          },
          body: kind === 'avatar' ? png : new TextEncoder().encode('x'.repeat(2048)),
        }),
      );
      expect(reply.status).toBe(201);
      return ((await reply.json()) as FileReply).file;
    };
    const older = await store('Zebra-plan older.txt', 'attachment');
    const newer = await store('zebra-plan 100%.txt', 'attachment');
    await store('zebra-plan face.png', 'avatar');

    const files = (await search('?q=ZEBRA-PLAN', alice.token)).searchArr[1].data;
    expect(files.map((f) => [f.title, f.by, f.size, f.link])).toEqual([
      ['zebra-plan 100%.txt', '', '2 KB', fileUrl(newer.id)],
      ['Zebra-plan older.txt', '', '2 KB', fileUrl(older.id)],
    ]);
    expect(files[0]?.file).toMatch(/^data:image\/svg\+xml,/);
    expect((await search('?q=100%25', alice.token)).searchArr[1].data.map((f) => f.link)).toEqual([
      fileUrl(newer.id),
    ]);
    // Nobody else may read them: not found for another account.
    expect((await search('?q=zebra-plan', bob.token)).searchArr[1].data).toEqual([]);
  });

  it('lists the suggestions and the default bookmarks of an account that never changed them', async () => {
    const { token } = await t.signUp('search-defaults');
    const { suggestions, bookmarks } = await bookmarksOf(token);
    expect(ids(suggestions)).toEqual(searchPages.map((p) => p.id));
    expect(ids(bookmarks)).toEqual([3, 4, 5, 6]);
    expect(bookmarks.every((b) => b.isBookmarked)).toBe(true);
    expect(suggestions.filter((s) => s.isBookmarked)).toEqual(bookmarks);
  });

  it('toggles one bookmark of the caller only, and keeps it', async () => {
    const a = (await t.signUp('search-alice')).token;
    const b = (await t.signUp('search-bob')).token;
    const before = await bookmarksOf(b);

    const added = await toggle(119, a);
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ id: 119, isBookmarked: true });
    const removed = await toggle('4', a); // a client may send the id as a string
    expect(removed.body).toEqual({ id: 4, isBookmarked: false });

    const mine = await bookmarksOf(a);
    expect(mine.bookmarks.map((p) => p.title)).toEqual([
      'Email',
      'Todo',
      'Calendar',
      'Permissions',
    ]);
    expect(mine.suggestions.find((s) => s.id === 119)?.isBookmarked).toBe(true);
    const pages = (await search('?q=perm', a)).searchArr[0].data;
    expect(pages).toEqual([expect.objectContaining({ id: 119, isBookmarked: true })]);

    // Nobody else's bookmarks moved: another new account, and the demo admin.
    expect(await bookmarksOf(b)).toEqual(before);
    expect(ids((await bookmarksOf()).bookmarks)).toEqual([3, 4, 5, 6]);

    // Toggled back: the defaults again.
    expect((await toggle(119, a)).body).toEqual({ id: 119, isBookmarked: false });
    expect((await toggle(4, a)).body).toEqual({ id: 4, isBookmarked: true });
    expect(ids((await bookmarksOf(a)).bookmarks)).toEqual([3, 4, 5, 6]);
  });

  it('keeps both of two toggles sent at once', async () => {
    const { token } = await t.signUp('search-twice');
    const replies = await Promise.all([toggle(30, token), toggle(30, token)]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies.map((r) => r.body.isBookmarked).sort()).toEqual([false, true]);
    expect(ids((await bookmarksOf(token)).bookmarks)).toEqual([3, 4, 5, 6]);
  });

  it('refuses an unknown id (404) and a bad one (400), changing nothing', async () => {
    const { token } = await t.signUp('search-unknown');
    const before = await bookmarksOf(token);
    const unknown = await toggle(999, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'There is no page with this id' });
    // 17 is a gap in the kept page ids, 124 an id this app has no page for.
    expect((await toggle(17, token)).status).toBe(404);
    expect((await toggle(124, token)).status).toBe(404);
    for (const id of [undefined, 'x', 0, -3, 1.5, 2 ** 40]) {
      const reply = await toggle(id, token);
      expect(reply.status, String(id)).toBe(400);
      expect(reply.body).toMatchObject({ error: { id: [expect.any(String)] } });
    }
    const notJson = await t.call('POST', '/api/bookmarks/update', {
      token,
      body: 'id=3',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(400);
    expect(await bookmarksOf(token)).toEqual(before);
  });
});
