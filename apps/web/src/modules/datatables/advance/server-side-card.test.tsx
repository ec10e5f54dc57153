import type { TableDataReply } from '@beacon/contract/datatables';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ApiCall, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { tableRow } from '../test-rows';
import { showEveryColumn } from '../../../test/table';

const slow = { timeout: 10_000 };
const reply = (): TableDataReply => ({
  allData: [],
  invoices: [tableRow(7, { full_name: 'Ada Lovelace' })],
  total: 60,
});
/** The server-side card's requests (the advance-search card asks with perPage 10 and no q). */
const serverCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.path === '/api/datatables/data' && call.query.perPage !== '10');

describe('server-side table search params', { timeout: 30_000 }, () => {
  beforeEach(showEveryColumn);

  it('asks for the view the URL describes, and a sort goes back to page 1 in the URL', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/datatables/data': reply,
      'GET /api/datatables/initial-data': [],
    });
    const { router, user } = await renderRoute(
      '/datatables/advance?q=ada&page=3&perPage=25&sortColumn=salary&sort=desc',
    );
    const table = await screen.findByRole('table', { name: 'Server Side' }, slow);
    expect(await within(table).findByText('Ada Lovelace', {}, slow)).toBeVisible();
    expect(serverCalls(server.calls)[0]?.query).toMatchObject({
      q: 'ada',
      page: '3',
      perPage: '25',
      sortColumn: 'salary',
      sort: 'desc',
      allData: 'false',
    });

    await user.click(within(table).getByRole('button', { name: /^Email/ }));
    // Page 1 and ascending are defaults, which stay out of the address bar.
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'ada', perPage: 25, sortColumn: 'email' }),
    );
    await waitFor(() =>
      expect(serverCalls(server.calls).at(-1)?.query).toMatchObject({
        sortColumn: 'email',
        sort: 'asc',
        page: '1',
      }),
    );
  });

  it('falls back to the defaults (7 rows, by id) for a bad link', async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/datatables/data': reply,
      'GET /api/datatables/initial-data': [],
    });
    await renderRoute('/datatables/advance?perPage=9&sortColumn=nope&page=-1');
    await screen.findByRole('table', { name: 'Server Side' }, slow);
    await waitFor(() =>
      expect(serverCalls(server.calls)[0]?.query).toMatchObject({
        perPage: '7',
        page: '1',
        sortColumn: 'id',
        sort: 'asc',
      }),
    );
  });
});
