import type { InvoiceReply } from '@beacon/contract/invoice';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { demoUsers, signInAs } from '../../../test/session';
import { todayIso } from './invoice-format';
import { testInvoice } from './test-invoice';

// The whole shell renders around the page: under jsdom on a shared machine that takes seconds.
const slow = { timeout: 10_000 };
const detail = 'GET /api/invoice/invoices/:id';

describe('invoice preview', { timeout: 30_000 }, () => {
  it('redirects the bare preview path to the first sample invoice', async () => {
    signInAs('admin');
    mockApi({ [detail]: testInvoice() });
    const { router } = await renderRoute('/apps/invoice/preview');
    expect(router.state.location.pathname).toBe('/apps/invoice/preview/4987');
    expect(await screen.findByRole('heading', { name: 'Invoice #4987' }, slow)).toBeVisible();
  });

  it('says an unknown invoice is not found, with a way back to the list', async () => {
    signInAs('admin');
    const server = mockApi({ [detail]: json({ error: 'No such invoice' }, 404) });
    await renderRoute('/apps/invoice/preview/123');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }, slow),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the invoice list' })).toHaveAttribute(
      'href',
      '/apps/invoice/list',
    );
    expect(server.callsTo(detail)[0]?.params).toEqual({ id: '123' });
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows another failure as a message whose Retry asks again', async () => {
    signInAs('admin');
    let fail = true;
    mockApi({
      [detail]: () => (fail ? json({ error: 'Internal error' }, 500) : testInvoice()),
    });
    const { user } = await renderRoute('/apps/invoice/preview/4987');

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The invoice could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Invoice #4987' }, slow)).toBeVisible();
  });

  it('adds a payment, then shows the new balance and status', async () => {
    signInAs('admin');
    let reply: InvoiceReply = testInvoice();
    const server = mockApi({
      [detail]: () => reply,
      'POST /apps/invoice/invoices/:id/payments': () => {
        reply = testInvoice({ paid: 3268.09, balance: 0, invoiceStatus: 'Paid' });
        return reply;
      },
    });
    const { user } = await renderRoute('/apps/invoice/preview/4987');

    const actions = await screen.findByRole('region', { name: 'Invoice actions' }, slow);
    expect(within(actions).getByText('Partial Payment')).toBeVisible();
    await user.click(within(actions).getByRole('button', { name: 'Add Payment' }));
    const drawer = screen.getByRole('dialog', { name: 'Add Payment' });
    expect(within(drawer).getByRole('textbox', { name: 'Invoice Balance' })).toHaveValue(
      '$2,268.09',
    );
    expect(within(drawer).getByRole('textbox', { name: /Payment Amount/ })).toHaveValue('2268.09');
    await user.click(within(drawer).getByRole('combobox', { name: /Payment Method/ }));
    await user.click(screen.getByRole('option', { name: 'Cash' }));
    await user.type(
      within(drawer).getByRole('textbox', { name: 'Internal Payment Note' }),
      'Paid at the desk',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));

    expect(await screen.findByText('Payment added', {}, slow)).toBeVisible();
    expect(server.callsTo('POST /apps/invoice/invoices/:id/payments')[0]).toMatchObject({
      params: { id: '4987' },
      body: { amount: 2268.09, date: todayIso(), method: 'Cash' },
    });
    // The note is internal: it is not sent.
    expect(server.callsTo('POST /apps/invoice/invoices/:id/payments')[0]?.body).not.toHaveProperty(
      'note',
    );
    await waitFor(() => expect(within(actions).getByText('Paid')).toBeVisible(), slow);
    expect(within(actions).getByText('$0.00')).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Add Payment' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: 'Add Payment' })).toBeNull();
  });

  it('keeps the payment drawer open with the API’s refusal on the amount field', async () => {
    signInAs('admin');
    mockApi({
      [detail]: testInvoice(),
      // Someone else paid meanwhile: the balance the form knew is no longer the balance.
      'POST /apps/invoice/invoices/:id/payments': json(
        { error: { amount: ['A payment cannot be more than the balance'] } },
        400,
      ),
    });
    const { user } = await renderRoute('/apps/invoice/preview/4987');

    await user.click(await screen.findByRole('button', { name: 'Add Payment' }, slow));
    const drawer = screen.getByRole('dialog', { name: 'Add Payment' });
    const amount = within(drawer).getByRole('textbox', { name: /Payment Amount/ });
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));

    await waitFor(
      () =>
        expect(amount).toHaveAccessibleDescription(
          'A payment cannot be more than the balance ($2,268.09)',
        ),
      slow,
    );
    expect(screen.getByRole('dialog', { name: 'Add Payment' })).toBeVisible();
    expect(screen.queryByText('Payment added')).toBeNull();
  });

  it('asks for at least one cent and sends nothing less', async () => {
    signInAs('admin');
    const server = mockApi({ [detail]: testInvoice() });
    const { user } = await renderRoute('/apps/invoice/preview/4987');

    await user.click(await screen.findByRole('button', { name: 'Add Payment' }, slow));
    const drawer = screen.getByRole('dialog', { name: 'Add Payment' });
    const amount = within(drawer).getByRole('textbox', { name: /Payment Amount/ });
    await user.clear(amount);
    await user.type(amount, '0.001');
    await user.click(within(drawer).getByRole('button', { name: 'Add payment' }));

    await waitFor(
      () => expect(amount).toHaveAccessibleDescription('Enter an amount of at least $0.01'),
      slow,
    );
    expect(server.callsTo('POST /apps/invoice/invoices/:id/payments')).toHaveLength(0);
  });

  it('sends the invoice from the drawer, prefilled for the client', async () => {
    signInAs('admin');
    const server = mockApi({
      [detail]: testInvoice(),
      'POST /apps/invoice/invoices/:id/send': () => testInvoice({ invoiceStatus: 'Sent' }),
    });
    const { user } = await renderRoute('/apps/invoice/preview/4987');

    await user.click(await screen.findByRole('button', { name: 'Send Invoice' }, slow));
    const drawer = screen.getByRole('dialog', { name: 'Send Invoice' });
    expect(within(drawer).getByRole('textbox', { name: 'From' })).toHaveValue(
      demoUsers.admin.email,
    );
    expect(within(drawer).getByRole('textbox', { name: /To/ })).toHaveValue('don85@johnson.com');
    expect(within(drawer).getByRole('textbox', { name: /Subject/ })).toHaveValue('Invoice #4987');
    expect(within(drawer).getByText('A link to the invoice is added')).toBeVisible();
    const message = within(drawer).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(message.value).toMatch(
      /^Dear Jordan Stevenson,.*Invoice #4987 for \$3,268\.09 is linked below/s,
    );
    await user.clear(within(drawer).getByRole('textbox', { name: /To/ }));
    await user.type(within(drawer).getByRole('textbox', { name: /To/ }), 'ada@example.com');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Invoice sent', {}, slow)).toBeVisible();
    expect(server.callsTo('POST /apps/invoice/invoices/:id/send')[0]).toMatchObject({
      params: { id: '4987' },
      body: {
        to: 'ada@example.com',
        subject: 'Invoice #4987',
        message: message.value,
      },
    });
  });

  it('shows the API’s refusal of the address on the To field', async () => {
    signInAs('admin');
    mockApi({
      [detail]: testInvoice(),
      'POST /apps/invoice/invoices/:id/send': json(
        { error: { to: ['No user of this instance has that address'] } },
        400,
      ),
    });
    const { user } = await renderRoute('/apps/invoice/preview/4987');

    await user.click(await screen.findByRole('button', { name: 'Send Invoice' }, slow));
    const drawer = screen.getByRole('dialog', { name: 'Send Invoice' });
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    await waitFor(
      () =>
        expect(within(drawer).getByRole('textbox', { name: /To/ })).toHaveAccessibleDescription(
          'No user of this instance has that address',
        ),
      slow,
    );
    expect(screen.queryByText('Invoice sent')).toBeNull();
  });
});
