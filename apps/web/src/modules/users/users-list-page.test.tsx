import type { User, UsersListReply } from '@beacon/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query';
import { routeTree } from '../../routeTree.gen';
import { type ApiCall, json, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import { signInAs } from '../../test/session';
import { showEveryColumn } from '../../test/table';

const person = (id: number, fullName: string, status: User['status']): User => ({
  id,
  fullName,
  username: fullName.toLowerCase().replace(' ', '.'),
  email: `${fullName.split(' ')[0]?.toLowerCase()}@example.com`,
  company: 'Lumen PVT LTD',
  country: 'Portugal',
  contact: '(555) 010-0000',
  role: 'admin',
  currentPlan: 'team',
  status,
  billing: 'Manual - Paypal',
  avatar: '',
});

// Counts that appear nowhere else on the page, so a card can only show them if it asked the API.
const counts: Record<string, number> = { all: 57, active: 21, pending: 9, inactive: 27 };

const exactPage = { totalExact: true, cursors: { prev: null, next: null } };

/** list/data as the stat cards (perPage=1) and the table ask for it. */
function listData(rows: User[]) {
  return ({ query }: ApiCall): UsersListReply =>
    query.perPage === '1'
      ? { total: counts[query.status ?? 'all'] ?? 0, users: [], ...exactPage }
      : { total: 12, users: rows, ...exactPage };
}

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };

const tableCalls = (calls: ApiCall[]) => calls.filter((call) => call.query.perPage !== '1');

describe('users list page', { timeout: 30_000 }, () => {
  beforeEach(showEveryColumn);

  it('asks for the page the URL describes and shows real counts', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/users/list/data': listData([person(7, 'Ada Lovelace', 'active')]),
    });
    await renderRoute('/apps/user/list?role=admin&q=ada&page=2&sortColumn=email&sort=asc');

    expect(await screen.findByRole('link', { name: 'Ada Lovelace' }, slow)).toHaveAttribute(
      'href',
      '/apps/user/view/7',
    );
    expect(tableCalls(server.callsTo('GET /api/users/list/data'))[0]?.query).toEqual({
      q: 'ada',
      page: '2',
      perPage: '10',
      sort: 'asc',
      sortColumn: 'email',
      role: 'admin',
    });
    for (const [label, count] of [
      ['Total users', 57],
      ['Active users', 21],
      ['Pending users', 9],
      ['Inactive users', 27],
    ] as const) {
      const card = screen.getByText(label).parentElement;
      await waitFor(() => expect(card).toHaveTextContent(`${label}${count}`), slow);
    }
    await waitFor(
      () =>
        expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'false'),
      slow,
    );
    expect(screen.getByRole('combobox', { name: 'Select Role' })).toHaveValue('Admin');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('ada');
    expect(screen.getByRole('button', { name: /^E-mail, sorted ascending/ })).toBeVisible();
  });

  it('opens where the API starts the list: page 1 of 10, by full name A to Z', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/users/list/data': listData([person(7, 'Ada Lovelace', 'active')]),
    });
    const { router } = await renderRoute('/apps/user/list');

    expect(await screen.findByRole('link', { name: 'Ada Lovelace' }, slow)).toBeVisible();
    expect(tableCalls(server.callsTo('GET /api/users/list/data'))[0]?.query).toMatchObject({
      page: '1',
      perPage: '10',
      sort: 'asc',
      sortColumn: 'fullName',
    });
    expect(screen.getByRole('button', { name: /^User, sorted ascending/ })).toBeVisible();
    // The defaults stay out of the address.
    expect(router.state.location.searchStr).toBe('');
  });

  it('asks for the rows and counts before the page has drawn, and the page takes those answers', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/users/list/data': listData([person(7, 'Ada Lovelace', 'active')]),
    });
    // What a hovered link does (defaultPreload: 'intent'): the route loads, nothing is drawn.
    const router = createRouter({
      routeTree,
      context: { queryClient },
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    await router.preloadRoute({ to: '/apps/user/list', search: { q: 'ada', status: 'active' } });
    await waitFor(() => expect(server.callsTo('GET /api/users/list/data')).toHaveLength(5));
    expect(tableCalls(server.callsTo('GET /api/users/list/data'))[0]?.query).toMatchObject({
      q: 'ada',
      status: 'active',
    });
    // The page then takes those answers instead of asking again.
    await renderRoute('/apps/user/list?q=ada&status=active');
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' }, slow)).toBeVisible();
    const card = screen.getByText('Pending users').parentElement;
    await waitFor(() => expect(card).toHaveTextContent('Pending users9'), slow);
    expect(server.callsTo('GET /api/users/list/data')).toHaveLength(5);
  });

  it('deletes after confirmation, then reloads the list and the counts', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/users/list/data': listData([person(7, 'Ada Lovelace', 'active')]),
      'DELETE /apps/users/delete': ({ query }) => json({ id: Number(query.id) }),
    });
    const { user } = await renderRoute('/apps/user/list');

    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }, slow));
    // The dialog's code loads when it is first asked for.
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' }, slow);
    expect(server.callsTo('DELETE /apps/users/delete')).toHaveLength(0);
    const before = server.callsTo('GET /api/users/list/data').length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Ada Lovelace was deleted.', {}, slow)).toBeVisible();
    expect(server.callsTo('DELETE /apps/users/delete')[0]?.query).toEqual({ id: '7' });
    // The table and the four counts ask again.
    await waitFor(
      () =>
        expect(server.callsTo('GET /api/users/list/data').length).toBeGreaterThanOrEqual(
          before + 5,
        ),
      slow,
    );
  });

  it('shows a failed load as an alert whose Retry asks again', async () => {
    signInAs('admin');
    let fail = true;
    const answer = listData([person(7, 'Ada Lovelace', 'active')]);
    const server = mockApi({
      'GET /api/users/list/data': (call) =>
        fail && call.query.perPage !== '1' ? json({ error: 'Internal error' }, 500) : answer(call),
    });
    const { user } = await renderRoute('/apps/user/list');

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The users could not be loaded.');
    expect(screen.queryByText('No users match this search and these filters.')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' }, slow)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tableCalls(server.callsTo('GET /api/users/list/data')).length).toBeGreaterThan(1);
  });

  it('copies the shown rows as tab-separated text, and says so when the clipboard refuses', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/users/list/data': listData([
        person(7, 'Ada Lovelace', 'active'),
        person(8, 'Alan Turing', 'pending'),
      ]),
    });
    const { user } = await renderRoute('/apps/user/list');
    await screen.findByRole('link', { name: 'Alan Turing' }, slow);
    // user-event puts its own clipboard on navigator when it is set up.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy' }));
    expect(
      await screen.findByText('The users shown on this page are on the clipboard.'),
    ).toBeVisible();
    const lines = writeText.mock.calls[0]?.[0].split('\n') ?? [];
    expect(lines[0]).toBe(
      'id\tfullName\tusername\temail\trole\tcurrentPlan\tbilling\tstatus\tcompany\tcountry\tcontact',
    );
    expect(lines.slice(1, 3).map((line) => line.split('\t')[1])).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy' }));
    expect(
      await screen.findByText('The browser did not allow access to the clipboard.'),
    ).toBeVisible();
  });
});

describe('users list paging by cursor', { timeout: 30_000 }, () => {
  beforeEach(showEveryColumn);

  const people = Array.from({ length: 30 }, (_, i) =>
    person(i + 1, `Person ${String(i + 1).padStart(2, '0')}`, 'active'),
  );

  /** Three pages of ten; a cursor names the page it leads to. */
  function pagedData({ query }: ApiCall): UsersListReply {
    if (query.perPage === '1') return { total: 30, users: [], ...exactPage };
    const at = { first: 0, last: 2, p1: 0, p2: 1, p3: 2 }[query.cursor ?? 'first'] ?? 0;
    return {
      total: 30,
      totalExact: true,
      users: people.slice(at * 10, at * 10 + 10),
      cursors: { prev: at > 0 ? `p${at}` : null, next: at < 2 ? `p${at + 2}` : null },
    };
  }

  const pager = () => screen.getByRole('navigation', { name: 'Users' });

  it('sends the next page’s cursor, keeps it in the address, and shows the range', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /api/users/list/data': pagedData });
    const { user, router } = await renderRoute('/apps/user/list');
    await screen.findByRole('link', { name: 'Person 01' }, slow);
    expect(pager()).toHaveTextContent('1–10 of 30');
    expect(within(pager()).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Person 11' }, slow)).toBeVisible();
    expect(tableCalls(server.callsTo('GET /api/users/list/data')).at(-1)?.query).toMatchObject({
      cursor: 'p2',
    });
    expect(router.state.location.search).toMatchObject({ cursor: 'p2', page: 2 });
    expect(pager()).toHaveTextContent('11–20 of 30');
    expect(within(pager()).getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('asks for the last page by the word last, and disables Next and Last there', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /api/users/list/data': pagedData });
    const { user, router } = await renderRoute('/apps/user/list');
    await screen.findByRole('link', { name: 'Person 01' }, slow);

    await user.click(within(pager()).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('link', { name: 'Person 30' }, slow)).toBeVisible();
    expect(tableCalls(server.callsTo('GET /api/users/list/data')).at(-1)?.query).toMatchObject({
      cursor: 'last',
    });
    expect(pager()).toHaveTextContent('21–30 of 30');
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Last page' })).toBeDisabled();

    // Back to the start: the list's own address, with no cursor.
    await user.click(within(pager()).getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('link', { name: 'Person 01' }, slow)).toBeVisible();
    expect(router.state.location.searchStr).toBe('');
  });

  it('drops the cursor when a filter changes, going back to the first page', async () => {
    signInAs('admin');
    const server = mockApi({ 'GET /api/users/list/data': pagedData });
    const { user, router } = await renderRoute('/apps/user/list?cursor=p2&page=2');
    await screen.findByRole('link', { name: 'Person 11' }, slow);
    expect(tableCalls(server.callsTo('GET /api/users/list/data')).at(-1)?.query).toMatchObject({
      cursor: 'p2',
    });

    await user.click(screen.getByRole('combobox', { name: 'Select Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() =>
      expect(tableCalls(server.callsTo('GET /api/users/list/data')).at(-1)?.query).toMatchObject({
        status: 'pending',
        page: '1',
      }),
    );
    const last = tableCalls(server.callsTo('GET /api/users/list/data')).at(-1);
    expect(last?.query.cursor).toBe(undefined);
    expect(router.state.location.search).not.toHaveProperty('cursor');
    expect(router.state.location.searchStr).toBe('?status=pending');
  });

  it('shows an estimated total as about a round number, and a last page without its number', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/users/list/data': (call) => ({
        ...pagedData(call),
        total: 1_234_567,
        totalExact: false,
      }),
    });
    const { user, router } = await renderRoute('/apps/user/list');
    await screen.findByRole('link', { name: 'Person 01' }, slow);
    expect(pager()).toHaveTextContent('1–10 of about 1.2M');

    await user.click(within(pager()).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('link', { name: 'Person 30' }, slow)).toBeVisible();
    expect(router.state.location.searchStr).toBe('?cursor=last');
    expect(pager()).toHaveTextContent(/^of about 1\.2M/);
  });
});
