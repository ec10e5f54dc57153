import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { invoiceRow, listOf } from './test-invoices';

const slow = { timeout: 10_000 };
const LIST = 'GET /apps/invoice/invoices';
const DELETE = 'DELETE /apps/invoice/delete';
const rows = [invoiceRow(4987), invoiceRow(4988), invoiceRow(4989)];

describe('deleting invoices from the list', { timeout: 30_000 }, () => {
  it('deletes one invoice after confirmation, then reloads the list', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows), [DELETE]: ({ query }) => ({ id: query.id }) });
    const { user } = await renderRoute('/apps/invoice/list');

    await user.click(
      await screen.findByRole('button', { name: 'More actions for invoice #4988' }, slow),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete invoice #4988?' });
    expect(server.callsTo(DELETE)).toHaveLength(0);
    const before = server.callsTo(LIST).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Invoice #4988 was deleted.', {}, slow)).toBeVisible();
    expect(server.callsTo(DELETE).map((call) => call.query)).toEqual([{ id: '4988' }]);
    await waitFor(() => expect(server.callsTo(LIST).length).toBeGreaterThan(before));
  });

  it('cancel deletes nothing', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows), [DELETE]: { id: 0 } });
    const { user } = await renderRoute('/apps/invoice/list');

    await user.click(
      await screen.findByRole('button', { name: 'More actions for invoice #4987' }, slow),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(DELETE)).toHaveLength(0);
  });

  it('deletes the selected rows, and says which could not be deleted', async () => {
    signInAs('admin');
    const server = mockApi({
      [LIST]: listOf(rows),
      [DELETE]: ({ query }) => (query.id === '4989' ? json({ error: 'Internal error' }, 500) : {}),
    });
    const { user } = await renderRoute('/apps/invoice/list');

    await user.click(await screen.findByRole('checkbox', { name: 'Select invoice #4987' }, slow));
    await user.click(screen.getByRole('checkbox', { name: 'Select invoice #4989' }));
    expect(
      screen.getByRole('checkbox', { name: 'Select all invoices on this page' }),
    ).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 invoices?' });
    expect(dialog).toHaveTextContent('The 2 selected invoices will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Invoice #4987 was deleted.', {}, slow)).toBeVisible();
    expect(screen.getByText('Invoice #4989 could not be deleted. Try again.')).toBeVisible();
    expect(server.callsTo(DELETE).map((call) => call.query.id)).toEqual(['4987', '4989']);
  });

  it('selects every row of the page with the header checkbox', async () => {
    signInAs('admin');
    const server = mockApi({ [LIST]: listOf(rows), [DELETE]: {} });
    const { user } = await renderRoute('/apps/invoice/list');

    await user.click(
      await screen.findByRole('checkbox', { name: 'Select all invoices on this page' }, slow),
    );
    for (const id of [4987, 4988, 4989]) {
      expect(screen.getByRole('checkbox', { name: `Select invoice #${id}` })).toBeChecked();
    }
    await user.click(screen.getByRole('button', { name: 'Delete selected (3)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 3 invoices?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('3 invoices were deleted.', {}, slow)).toBeVisible();
    expect(server.callsTo(DELETE)).toHaveLength(3);
  });
});
