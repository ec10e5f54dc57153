import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { replyFor, storedInvoice } from './test-fixtures';

const slow = { timeout: 10_000 };
const row = (number: number) => screen.getByRole('group', { name: `Item ${number}` });

describe('invoice edit page', { timeout: 30_000 }, () => {
  it('fills the form from the stored invoice and shows its status and payments', async () => {
    signInAs('admin');
    mockApi({
      'GET /api/invoice/invoices/:id': ({ params }) =>
        params.id === '4987' ? replyFor(storedInvoice) : json({ error: 'No such invoice' }, 404),
      'GET /api/invoice/clients': [],
    });
    await renderRoute('/apps/invoice/edit/4987');

    expect(await screen.findByRole('heading', { name: 'Edit invoice #4987' }, slow)).toBeVisible();
    expect(await screen.findByRole('combobox', { name: /^Client/ }, slow)).toHaveValue(
      'Jordan Stevenson',
    );
    expect(within(row(1)).getByRole('combobox', { name: /^Item/ })).toHaveValue(
      'Software Development',
    );
    expect(within(row(1)).getByRole('textbox', { name: /^Cost/ })).toHaveValue('100');
    expect(screen.getByRole('textbox', { name: 'Salesperson' })).toHaveValue('Alfie Solomons');
    expect(screen.getByText('Partial Payment')).toBeVisible();
    expect(screen.getByText('$50.00')).toBeVisible();
    expect(screen.getByText('$150.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/apps/invoice/preview/4987',
    );
  });

  it("puts the server's refusal of a total below what was paid under the totals", async () => {
    signInAs('admin');
    const server = mockApi({
      'GET /api/invoice/invoices/:id': replyFor(storedInvoice),
      'GET /api/invoice/clients': [],
      'PUT /apps/invoice/invoices/:id': json(
        { error: { total: ['The total cannot be less than what has already been paid'] } },
        400,
      ),
    });
    const { user, router } = await renderRoute('/apps/invoice/edit/4987');
    const cost = await screen.findByRole('textbox', { name: /^Cost/ }, slow);
    await user.clear(cost);
    await user.paste('10');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The total cannot be less than what has already been paid',
    );
    expect(server.callsTo('PUT /apps/invoice/invoices/:id')[0]?.body).toMatchObject({
      items: [{ item: 'Software Development', description: 'API work', cost: 10, qty: 2 }],
    });
    expect(cost).toHaveValue('10');
    expect(router.state.location.pathname).toBe('/apps/invoice/edit/4987');
  });

  it('says the invoice is not found, with a way back to the list', async () => {
    signInAs('admin');
    mockApi({ 'GET /api/invoice/invoices/:id': json({ error: 'No such invoice' }, 404) });
    await renderRoute('/apps/invoice/edit/123');

    expect(await screen.findByText('Invoice not found', {}, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the invoice list' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('sends /apps/invoice/edit to the first sample invoice', async () => {
    signInAs('admin');
    mockApi({ 'GET /api/invoice/invoices/:id': replyFor(storedInvoice) });
    const { router } = await renderRoute('/apps/invoice/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/edit/4987'));
  });

  it('keeps a signed-in user without the Invoice ability out', async () => {
    signInAs('client');
    mockApi({});
    const { router } = await renderRoute('/apps/invoice/add');
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
  });
});
