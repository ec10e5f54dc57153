import type { Invitation } from '@beacon/contract/recovery';
import { recoveryMessages } from '@beacon/contract/recovery-values';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { InvitationsPage } from './invitations-page';

const role = (id: number, name: string) => ({
  id,
  name,
  manageAll: false,
  permissions: {},
  totalUsers: 0,
  users: [],
});

const pending: Invitation = {
  id: 7,
  email: 'ann@example.com',
  role: 'client',
  invitedBy: 'johndoe',
  createdAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2026-12-06T10:00:00.000Z',
};

describe('invitations page', () => {
  it('lists pending invitations, invites an address into a role and revokes one', async () => {
    signInAs('admin');
    let invitations = [pending];
    const server = mockApi({
      'GET /apps/roles': { roles: [role(1, 'admin'), role(2, 'client')] },
      'GET /api/invitations': () => ({ invitations }),
      'POST /api/invitations': ({ body }) => {
        const made = { ...pending, id: 8, ...(body as { email: string; role: string }) };
        invitations = [made, ...invitations];
        return json({ invitation: made }, 201);
      },
      'DELETE /api/invitations/:id': ({ params }) => {
        invitations = invitations.filter((one) => String(one.id) !== params.id);
        return { id: Number(params.id) };
      },
    });
    const { user } = await renderWithProviders(<InvitationsPage />, { path: '/apps/invitations' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('ann@example.com')).toBeVisible();
    expect(within(table).getByText('johndoe')).toBeVisible();

    // Nothing typed: both fields say what they need, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid email')).toBeVisible();
    expect(screen.getByText('Choose a role')).toBeVisible();
    expect(server.callsTo('POST /api/invitations')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bob@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Client' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/invitations').map((call) => call.body)).toEqual([
        { email: 'bob@example.com', role: 'client' },
      ]),
    );
    expect(await within(table).findByText('bob@example.com')).toBeVisible();

    await user.click(
      screen.getByRole('button', { name: 'Revoke the invitation to ann@example.com' }),
    );
    await waitFor(() => expect(within(table).queryByText('ann@example.com')).toBeNull());
  });

  it('shows the server’s refusal under the address', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/roles': { roles: [role(2, 'client')] },
      'GET /api/invitations': { invitations: [] },
      'POST /api/invitations': json({ error: { email: [recoveryMessages.accountExists] } }, 400),
    });
    const { user } = await renderWithProviders(<InvitationsPage />, { path: '/apps/invitations' });
    expect(await screen.findByText('No invitation is pending.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'client@demo.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Client' }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('An account already uses this address.')).toBeVisible();
  });
});
