import { invoiceTotals } from '@beacon/contract/invoice-values';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { type Rendered, renderWithProviders } from '../../../test/render';
import { InvoiceEditor } from './invoice-editor';
import { blankInvoice } from './invoice-form-values';
import { clients, replyFor, storedInvoice } from './test-fixtures';

const row = (number: number) => screen.getByRole('group', { name: `Item ${number}` });
const inRow = (number: number, name: string) =>
  within(row(number)).getByRole('textbox', { name: new RegExp(`^${name}`) });
const itemField = (number: number) => within(row(number)).getByRole('combobox', { name: /^Item/ });
const clientField = () => screen.getByRole('combobox', { name: /^Client/ });
/** The amount beside a label of the totals block. */
const sum = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function enter({ user }: Rendered, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function chooseClient({ user }: Rendered, name: string) {
  await user.click(clientField());
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

const renderEditor = () =>
  renderWithProviders(<InvoiceEditor initialValues={blankInvoice(new Date(2031, 3, 2))} />, {
    path: '/apps/invoice/add',
  });

// Mantine under jsdom is slow and this machine is shared: room beyond the 15 s default.
describe('invoice editor', { timeout: 30_000 }, () => {
  it('shows the totals the server will store while the rows are typed', async () => {
    // The figures of the contract's own arithmetic (half up at each step).
    expect(invoiceTotals([{ cost: 19.99, qty: 3 }], 10, 7.5)).toEqual({
      lines: [5997],
      subtotal: 5997,
      discount: 600,
      tax: 405,
      total: 5802,
    });
    mockApi({ 'GET /api/invoice/clients': clients });
    const view = await renderEditor();
    expect(sum('Total')).toBe('$0.00');

    await enter(view, inRow(1, 'Cost'), '19.99');
    await view.user.clear(inRow(1, 'Qty'));
    await enter(view, inRow(1, 'Qty'), '3');
    expect(within(row(1)).getByText('$59.97')).toBeVisible();
    await enter(view, screen.getByRole('textbox', { name: 'Discount (%)' }), '10');
    await enter(view, screen.getByRole('textbox', { name: 'Tax (%)' }), '7.5');

    expect(sum('Subtotal')).toBe('$59.97');
    expect(sum('Discount')).toBe('$6.00');
    expect(sum('Tax')).toBe('$4.05');
    expect(sum('Total')).toBe('$58.02');
  });

  it('adds rows and removes any but the last one', async () => {
    mockApi({ 'GET /api/invoice/clients': clients });
    const view = await renderEditor();
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();

    await view.user.click(screen.getByRole('button', { name: 'Add item' }));
    await view.user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(3);
    await enter(view, inRow(2, 'Cost'), '5');
    await enter(view, inRow(3, 'Cost'), '7');
    expect(sum('Subtotal')).toBe('$12.00');

    await view.user.click(screen.getByRole('button', { name: 'Remove item 2' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(2);
    // The third row moved up with its value; the second's is gone from the sums.
    expect(inRow(2, 'Cost')).toHaveValue('7');
    expect(sum('Subtotal')).toBe('$7.00');

    await view.user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getAllByRole('group', { name: /^Item \d$/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Remove item 1' })).toBeDisabled();
  });

  it('marks an empty item and a missing client on their fields and sends nothing', async () => {
    const server = mockApi({ 'GET /api/invoice/clients': clients });
    const view = await renderEditor();
    await enter(view, inRow(1, 'Cost'), '10');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    // The contract's schemas load on the way: the messages follow.
    await waitFor(() => expect(itemField(1)).toHaveAccessibleDescription('Enter an item'));
    expect(clientField()).toHaveAccessibleDescription('Choose a client');
    expect(clientField()).toHaveFocus();
    expect(server.callsTo('POST /apps/invoice/invoices')).toHaveLength(0);

    // Typing an item clears its message.
    await enter(view, itemField(1), 'Logo');
    expect(itemField(1)).not.toHaveAccessibleDescription('Enter an item');
  });

  it("shows a 400 on items.0.cost on that row's cost and keeps what was typed", async () => {
    const server = mockApi({
      'GET /api/invoice/clients': clients,
      'POST /apps/invoice/invoices': json(
        { error: { 'items.0.cost': ['The cost must be at most 1000000'] } },
        400,
      ),
    });
    const view = await renderEditor();
    await chooseClient(view, 'Ada Brooks');
    await enter(view, itemField(1), 'Logo');
    await enter(view, inRow(1, 'Cost'), '12.5');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(inRow(1, 'Cost')).toHaveAccessibleDescription('The cost must be at most 1000000'),
    );
    expect(server.callsTo('POST /apps/invoice/invoices')).toHaveLength(1);
    expect(itemField(1)).toHaveValue('Logo');
    expect(inRow(1, 'Cost')).toHaveValue('12.5');
    expect(view.router.state.location.pathname).toBe('/apps/invoice/add');
  });

  it('posts the checked body, says so and opens the preview', async () => {
    const server = mockApi({
      'GET /api/invoice/clients': clients,
      'POST /apps/invoice/invoices': json(replyFor({ ...storedInvoice, id: 5000 }), 201),
    });
    const view = await renderEditor();
    await chooseClient(view, 'Ada Brooks');
    // The chosen client's details show under the picker.
    expect(screen.getByRole('group', { name: 'Client details' })).toHaveTextContent('Brooks Labs');
    await enter(view, itemField(1), '  Logo design ');
    await enter(view, inRow(1, 'Description'), 'Two drafts');
    await enter(view, inRow(1, 'Cost'), '19.99');
    await view.user.clear(inRow(1, 'Qty'));
    await enter(view, inRow(1, 'Qty'), '3');
    await enter(view, screen.getByRole('textbox', { name: 'Salesperson' }), 'Mina Okafor');
    await enter(view, screen.getByRole('textbox', { name: 'Tax (%)' }), '7.5');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe('/apps/invoice/preview/5000'),
    );
    expect(server.callsTo('POST /apps/invoice/invoices')[0]?.body).toEqual({
      client: {
        name: 'Ada Brooks',
        company: 'Brooks Labs',
        companyEmail: 'ada@brooks.example',
        address: '1 Main St',
        country: 'Canada',
        contact: '(555) 010-0001',
      },
      issuedOn: '2031-04-02',
      dueOn: '2031-05-02',
      salesperson: 'Mina Okafor',
      note: '',
      items: [{ item: 'Logo design', description: 'Two drafts', cost: 19.99, qty: 3 }],
      discountRate: 0,
      taxRate: 7.5,
    });
    expect(await screen.findByText('Invoice #5000 was saved.')).toBeVisible();
  });
});
