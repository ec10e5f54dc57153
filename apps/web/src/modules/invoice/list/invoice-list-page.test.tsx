import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { invoiceRow, listOf } from './test-invoices';

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const LIST = 'GET /apps/invoice/invoices';
const rows = (count: number, first = 4987) =>
  Array.from({ length: count }, (_, i) => invoiceRow(first + i));

const columnHeader = (name: RegExp) =>
  screen.getByRole('button', { name }).closest('th') as HTMLElement;

describe('invoice list page', { timeout: 90_000 }, () => {
  it('asks for the page the URL describes and shows it', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows(30)) });
    await renderRoute(
      '/apps/invoice/list?q=client&status=paid&page=2&perPage=25&sort=asc&sortColumn=total',
    );

    expect(await screen.findByRole('link', { name: '#5012' }, slow)).toHaveAttribute(
      'href',
      '/apps/invoice/preview/5012',
    );
    expect(server.callsTo(LIST)[0]?.query).toEqual({
      q: 'client',
      status: 'paid',
      page: '2',
      perPage: '25',
      sort: 'asc',
      sortColumn: 'total',
      allData: 'false',
    });
    expect(screen.getByText('26–30 of 30')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('client');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search Invoice',
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Paid');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('25');
    expect(columnHeader(/^Total/)).toHaveAttribute('aria-sort', 'ascending');
    expect(columnHeader(/^#/)).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('link', { name: 'Add Record' })).toHaveAttribute(
      'href',
      '/apps/invoice/add',
    );
  });

  it('filters by status in lower case and starts again at page 1', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows(30)) });
    const { user, router } = await renderRoute('/apps/invoice/list?page=3');
    await screen.findByRole('link', { name: '#5007' }, slow);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Past Due' }));

    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({ status: 'past due', page: '1' }),
    );
    expect(router.state.location.search).toEqual({ status: 'past due' });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Select Status' }));
    await waitFor(() => expect(server.callsTo(LIST).at(-1)?.query.status).toBeUndefined());
  });

  it('sorts on the server when a column header is clicked, ascending then descending', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows(3)) });
    const { user } = await renderRoute('/apps/invoice/list');
    await screen.findByRole('link', { name: '#4987' }, slow);
    expect(columnHeader(/^#/)).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /^Client/ }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({
        sortColumn: 'client.name',
        sort: 'asc',
      }),
    );
    expect(columnHeader(/^Client/)).toHaveAttribute('aria-sort', 'ascending');
    expect(columnHeader(/^#/)).toHaveAttribute('aria-sort', 'none');

    await user.click(screen.getByRole('button', { name: /^Client/ }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({
        sortColumn: 'client.name',
        sort: 'desc',
      }),
    );
    expect(columnHeader(/^Client/)).toHaveAttribute('aria-sort', 'descending');
  });

  it('moves by the cursors the reply gives, Last by `last`, and keeps the cursor in the URL', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows(45)) });
    const { user, router } = await renderRoute('/apps/invoice/list?perPage=10');
    await screen.findByRole('link', { name: '#4987' }, slow);
    expect(screen.getByText('1–10 of 45')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: '#4997' }, slow);
    expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({ cursor: 'after:10' });
    expect(router.state.location.search).toMatchObject({ cursor: 'after:10', page: 2 });
    expect(screen.getByText('11–20 of 45')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByRole('link', { name: '#5031' }, slow);
    expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({ cursor: 'last' });
    expect(router.state.location.search).toMatchObject({ cursor: 'last', page: 5 });
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({ cursor: 'before:35' }),
    );
    await user.click(screen.getByRole('button', { name: 'First page' }));
    // The first page's address is the list's own, with no cursor (its answer may be the one kept).
    await screen.findByRole('link', { name: '#4987' }, slow);
    expect(router.state.location.search).toEqual({});
  });

  it('starts again at the first page, with no cursor, when the search, sort or size changes', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows(45)) });
    const { user, router } = await renderRoute('/apps/invoice/list?cursor=after%3A20&page=3');
    await screen.findByRole('link', { name: '#5007' }, slow);
    expect(server.callsTo(LIST)[0]?.query).toMatchObject({ cursor: 'after:20', page: '3' });

    await user.click(screen.getByRole('button', { name: /^Total/ }));
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query).toMatchObject({ sortColumn: 'total', page: '1' }),
    );
    expect(server.callsTo(LIST).at(-1)?.query.cursor).toBeUndefined();
    expect(router.state.location.search).toEqual({ sortColumn: 'total', sort: 'asc' });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ cursor: 'after:10' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'x');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'x' }));
    expect(router.state.location.search).not.toHaveProperty('cursor');
  });

  it('shows an estimated total as about so many, and Last with no page number', async () => {
    signInAs('admin');
    mockApi({ [LIST]: listOf(rows(30), 1_234_567, false) });
    const { user, router } = await renderRoute('/apps/invoice/list');
    await screen.findByRole('link', { name: '#4987' }, slow);
    expect(screen.getByText('1–10 of about 1.2M')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByRole('link', { name: '#5016' }, slow);
    expect(router.state.location.search).toEqual({ cursor: 'last' });
    expect(screen.getByText('of about 1.2M')).toBeVisible();
  });

  it('shows a green Paid badge for a zero balance and the amount otherwise', async () => {
    signInAs('admin');
    mockApi({
      [LIST]: listOf([
        invoiceRow(4987, { balance: 0, invoiceStatus: 'Paid' }),
        invoiceRow(4988, { balance: 1234.5, total: 5612 }),
      ]),
    });
    await renderRoute('/apps/invoice/list');

    const paidRow = (await screen.findByRole('link', { name: '#4987' }, slow)).closest('tr');
    const owingRow = screen.getByRole('link', { name: '#4988' }).closest('tr');
    expect(within(paidRow as HTMLElement).getByText('Paid')).toBeVisible();
    expect(within(owingRow as HTMLElement).queryByText('Paid')).toBeNull();
    expect(owingRow).toHaveTextContent('$1,234.50');
    expect(owingRow).toHaveTextContent('$5,612.00');
    expect(owingRow).toHaveTextContent('Client 4988client4988@example.com');
    expect(
      within(owingRow as HTMLElement).getByRole('img', {
        name: 'Sent. Balance: $1,234.50. Due Date: Apr 23, 2020',
      }),
    ).toBeVisible();
  });

  it('writes money and the Paid badge in the reader’s language', async () => {
    signInAs('admin');
    await i18n.changeLanguage('de');
    mockApi({ [LIST]: listOf([invoiceRow(4987, { balance: 0, total: 3428 })]) });
    await renderRoute('/apps/invoice/list');

    const row = (await screen.findByRole('link', { name: '#4987' }, slow)).closest('tr');
    expect(row).toHaveTextContent('3.428,00 $');
    expect(row).toHaveTextContent('13.12.2019');
    expect(within(row as HTMLElement).getByText('Bezahlt')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Suchen' })).toHaveAttribute(
      'placeholder',
      'Rechnung suchen',
    );
  });

  it('keeps amounts left to right and the client’s name in its own direction in Arabic', async () => {
    signInAs('admin');
    await i18n.changeLanguage('ar');
    mockApi({ [LIST]: listOf([invoiceRow(4988, { balance: 1234.5, total: 5612 })]) });
    await renderRoute('/apps/invoice/list');

    const row = (await screen.findByRole('link', { name: '#4988' }, slow)).closest('tr');
    const total = within(row as HTMLElement).getByText('5,612.00 US$', { exact: false });
    expect(total.closest('[dir="ltr"]')).not.toBeNull();
    expect(row).toHaveTextContent('13\u200f/12\u200f/2019');
    expect(within(row as HTMLElement).getByText('Client 4988')).toHaveAttribute('dir', 'auto');
  });

  it('clears the selection when another page is shown', async () => {
    signInAs('admin');
    mockApi({ [LIST]: listOf(rows(15)) });
    const { user } = await renderRoute('/apps/invoice/list');

    await user.click(await screen.findByRole('checkbox', { name: 'Select invoice #4987' }, slow));
    expect(screen.getByRole('button', { name: 'Delete selected (1)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: '#4997' }, slow);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: '#4987' }, slow);
    expect(screen.getByRole('checkbox', { name: 'Select invoice #4987' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).toBeNull();
  });

  it('says when nothing matches', async () => {
    signInAs('admin');
    mockApi({ [LIST]: listOf([]) });
    await renderRoute('/apps/invoice/list?q=nobody');
    expect(await screen.findByText('No invoices found', {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows a failed load as an alert whose Retry asks again', async () => {
    signInAs('admin');
    let fail = true;
    const answer = listOf(rows(2));
    const server = mockApi({
      [LIST]: (call) => (fail ? json({ error: 'Internal error' }, 500) : answer(call)),
    });
    const { user } = await renderRoute('/apps/invoice/list');

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The invoices could not be loaded.');
    expect(screen.queryByText('No invoices found')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: '#4987' }, slow)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.callsTo(LIST).length).toBeGreaterThan(1);
  });

  it('refuses a signed-in user without the Invoice ability', async () => {
    signInAs('client');
    const server = mockApi({ [LIST]: listOf(rows(2)) });
    const { router } = await renderRoute('/apps/invoice/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
    expect(server.callsTo(LIST)).toHaveLength(0);
  });
});
