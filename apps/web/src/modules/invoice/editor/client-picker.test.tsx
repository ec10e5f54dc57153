import type { InvoiceClientRecord } from '@beacon/contract/invoice';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { InvoiceEditor } from './invoice-editor';
import { blankInvoice } from './invoice-form-values';
import { clients } from './test-fixtures';

const clientField = () => screen.getByRole('combobox', { name: /^Client/ });
const drawerField = (name: string) =>
  within(screen.getByRole('dialog', { name: 'New client' })).getByRole('textbox', {
    name: new RegExp(`^${name}`),
  });

const renderEditor = () =>
  renderWithProviders(<InvoiceEditor initialValues={blankInvoice(new Date(2031, 3, 2))} />);

describe('client picker', { timeout: 30_000 }, () => {
  it('searches the stored clients through the API and shows each with its company', async () => {
    const server = mockApi({
      'GET /api/invoice/clients': ({ query }) =>
        query.q
          ? clients.filter((client) => client.name.toLowerCase().includes(query.q ?? ''))
          : clients,
    });
    const { user } = await renderEditor();
    await user.click(clientField());
    const ada = await screen.findByRole('option', { name: /Ada Brooks/ });
    expect(ada).toHaveTextContent('Brooks Labs');
    expect(screen.getByRole('option', { name: /Add new client/ })).toBeVisible();

    await user.type(clientField(), 'fel');
    await waitFor(() =>
      expect(server.callsTo('GET /api/invoice/clients').map((call) => call.query.q)).toContain(
        'fel',
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Ada Brooks/ })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('option', { name: /Felix Grant/ }));
    expect(clientField()).toHaveValue('Felix Grant');
    expect(screen.getByRole('group', { name: 'Client details' })).toHaveTextContent('Grant & Co');
  });

  it('adds a new client from the drawer and chooses it for the invoice', async () => {
    const created: InvoiceClientRecord = {
      id: 9,
      name: 'Lena Fischer',
      company: 'Fischer GmbH',
      companyEmail: 'lena@fischer.example',
      address: '',
      country: '',
      contact: '',
    };
    const server = mockApi({
      'GET /api/invoice/clients': clients,
      'POST /api/invoice/clients': json(created, 201),
    });
    const { user } = await renderEditor();
    await user.click(clientField());
    await user.click(await screen.findByRole('option', { name: /Add new client/ }));

    // Nothing is sent until the contract's rules are met. (The drawer's code loads on first use.)
    await user.click(await screen.findByRole('button', { name: 'Add client' }));
    expect(drawerField('Name')).toHaveAccessibleDescription('This field is required');
    expect(drawerField('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(server.callsTo('POST /api/invoice/clients')).toHaveLength(0);

    await user.click(drawerField('Name'));
    await user.paste('Lena Fischer');
    await user.click(drawerField('Company'));
    await user.paste('Fischer GmbH');
    await user.click(drawerField('E-mail'));
    await user.paste('lena@fischer.example');
    await user.click(screen.getByRole('button', { name: 'Add client' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New client' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('POST /api/invoice/clients')[0]?.body).toEqual({
      name: 'Lena Fischer',
      company: 'Fischer GmbH',
      companyEmail: 'lena@fischer.example',
      address: '',
      country: '',
      contact: '',
    });
    expect(clientField()).toHaveValue('Lena Fischer');
    expect(screen.getByRole('group', { name: 'Client details' })).toHaveTextContent(
      'lena@fischer.example',
    );
    expect(
      await screen.findByText('Lena Fischer was added and chosen for this invoice.'),
    ).toBeVisible();
  });
});
