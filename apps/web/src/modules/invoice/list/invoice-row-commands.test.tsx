import type { InvoiceReply } from '@beacon/contract/invoice';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { invoiceReply, invoiceRow, listOf } from './test-invoices';

// The PDF itself is the document module's concern; here only that the list hands it the invoice.
const pdf = vi.hoisted(() => ({
  downloadInvoicePdf: vi.fn<(reply: InvoiceReply) => Promise<void>>(),
}));
vi.mock('../document/invoice-pdf', () => pdf);

const slow = { timeout: 10_000 };
const LIST = 'GET /apps/invoice/invoices';
const DETAIL = 'GET /api/invoice/invoices/:id';
const CREATE = 'POST /apps/invoice/invoices';
const original = invoiceReply(invoiceRow(4987));

describe('a row’s download and duplicate', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    pdf.downloadInvoicePdf.mockReset();
  });

  it('duplicates the invoice as issued today, with the same term, and opens the copy', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2024, 1, 27, 10) });
    signInAs('admin');
    const server = mockApi({
      [LIST]: listOf([invoiceRow(4987)]),
      [DETAIL]: original,
      [CREATE]: () => json(invoiceReply(invoiceRow(5037)), 201),
    });
    const { user, router } = await renderRoute('/apps/invoice/list');

    await user.click(
      await screen.findByRole('button', { name: 'More actions for invoice #4987' }, slow),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/edit/5037'));
    expect(server.callsTo(DETAIL)[0]?.params).toEqual({ id: '4987' });
    expect(server.callsTo(CREATE)[0]?.body).toEqual({
      client: original.invoice.client,
      issuedOn: '2024-02-27',
      // The source invoice was due 14 days after issue; 2024 is a leap year.
      dueOn: '2024-03-12',
      salesperson: 'Tommy Shelby',
      note: 'Thank you for your business.',
      items: [
        { item: 'Design', description: 'Landing page', cost: 1200.5, qty: 2 },
        { item: 'Hosting', description: '', cost: 100, qty: 1 },
      ],
      discountRate: 5,
      taxRate: 21,
    });
    expect(await screen.findByText('Invoice #4987 was copied to #5037.', {}, slow)).toBeVisible();
  });

  it('says so when the copy is refused, and stays on the list', async () => {
    signInAs('admin');
    mockApi({
      [LIST]: listOf([invoiceRow(4987)]),
      [DETAIL]: original,
      [CREATE]: json({ error: { items: ['Add at least one item'] } }, 400),
    });
    const { user, router } = await renderRoute('/apps/invoice/list');

    await user.click(
      await screen.findByRole('button', { name: 'More actions for invoice #4987' }, slow),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(
      await screen.findByText('Invoice #4987 could not be duplicated. Try again.', {}, slow),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/apps/invoice/list');
  });

  it('downloads the PDF of the whole invoice', async () => {
    signInAs('admin');
    pdf.downloadInvoicePdf.mockResolvedValue(undefined);
    const server = mockApi({ [LIST]: listOf([invoiceRow(4987)]), [DETAIL]: original });
    const { user } = await renderRoute('/apps/invoice/list');

    await user.click(
      await screen.findByRole('button', { name: 'More actions for invoice #4987' }, slow),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    await waitFor(() => expect(pdf.downloadInvoicePdf).toHaveBeenCalledWith(original));
    expect(server.callsTo(DETAIL)[0]?.params).toEqual({ id: '4987' });
  });

  it('says so when the PDF cannot be made', async () => {
    signInAs('admin');
    pdf.downloadInvoicePdf.mockRejectedValue(new Error('no fonts'));
    mockApi({ [LIST]: listOf([invoiceRow(4987)]), [DETAIL]: original });
    const { user } = await renderRoute('/apps/invoice/list');

    await user.click(
      await screen.findByRole('button', { name: 'More actions for invoice #4987' }, slow),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(
      await screen.findByText('The PDF of invoice #4987 could not be made. Try again.', {}, slow),
    ).toBeVisible();
  });
});
