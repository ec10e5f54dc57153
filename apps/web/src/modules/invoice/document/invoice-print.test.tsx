import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { testInvoice } from './test-invoice';

const slow = { timeout: 10_000 };

describe('invoice print page', { timeout: 30_000 }, () => {
  it('shows the document without the app shell and opens the print dialog once', async () => {
    signInAs('admin');
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    mockApi({ 'GET /api/invoice/invoices/:id': testInvoice() });
    await renderRoute('/apps/invoice/print/4987');

    expect(await screen.findByRole('heading', { name: 'Invoice #4987' }, slow)).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), slow);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoice actions' })).toBeNull();
    // Still once a moment later: the dialog opens once per visit.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('sends a visitor who is not signed in to the login page', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { router } = await renderRoute('/apps/invoice/print/4987');
    expect(router.state.location.pathname).toBe('/login');
    expect(print).not.toHaveBeenCalled();
    print.mockRestore();
  });
});
