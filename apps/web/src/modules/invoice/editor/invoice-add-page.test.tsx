import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { InvoiceAddPage } from './invoice-add-page';

const medium = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(date);

describe('invoice add page', { timeout: 30_000 }, () => {
  it('starts a new invoice issued today, due in 30 days, with one empty row', async () => {
    mockApi({ 'GET /api/invoice/clients': [] });
    await renderWithProviders(<InvoiceAddPage />, { path: '/apps/invoice/add' });
    const today = new Date();
    const due = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30);

    expect(screen.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Date issued/ })).toHaveTextContent(medium(today));
    expect(screen.getByRole('button', { name: /^Due date/ })).toHaveTextContent(medium(due));
    expect(screen.getAllByRole('group', { name: /^Item \d+$/ })).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: /^Item/ })).toHaveValue('');
    expect(screen.queryByRole('link', { name: 'Preview' })).not.toBeInTheDocument();
  });
});
