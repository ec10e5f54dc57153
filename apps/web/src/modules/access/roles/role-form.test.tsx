import type { Role } from '@beacon/contract/access';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { RoleForm } from './role-form';

const auditor: Role = {
  id: 9,
  name: 'auditor',
  manageAll: false,
  permissions: { Invoice: ['read'] },
  totalUsers: 0,
  users: [],
};

const box = (level: string, area: string) =>
  screen.getByRole('checkbox', { name: `${level}: ${area}` });

describe('role form', () => {
  it('ticks every box with "Select All" and saves manage-all', async () => {
    signInAs('admin');
    const api = mockApi({ 'POST /apps/roles': ({ body }) => json({ role: body }, 201) });
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<RoleForm onDone={onDone} />);

    await user.type(screen.getByRole('textbox', { name: /Role Name/ }), 'Root');
    const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
    await user.click(selectAll);
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeChecked();

    // One box off: no longer everything, so no longer administrator access.
    await user.click(box('Write', 'Chat'));
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await user.click(selectAll);
    expect(box('Write', 'Chat')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [call] = api.callsTo('POST /apps/roles');
    expect(call?.body).toMatchObject({ name: 'Root', manageAll: true });
    expect((call?.body as Role).permissions.Invoice).toEqual(['read', 'write', 'create']);
  });

  it('shows the role it edits, saves the changed boxes with PUT', async () => {
    signInAs('admin');
    const api = mockApi({
      'PUT /apps/roles/:id': ({ body }) => json({ role: { ...auditor, ...(body as object) } }),
    });
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<RoleForm role={auditor} onDone={onDone} />);

    expect(box('Read', 'Invoices')).toBeChecked();
    expect(box('Write', 'Invoices')).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
    await user.click(box('Read', 'Email'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [call] = api.callsTo('PUT /apps/roles/:id');
    expect(call?.params.id).toBe('9');
    expect(call?.body).toEqual({
      name: 'auditor',
      manageAll: false,
      permissions: { Email: ['read'], Invoice: ['read'] },
    });
  });

  it("refuses an empty name inline, and shows the server's field error on the field", async () => {
    signInAs('admin');
    const api = mockApi({
      'POST /apps/roles': json({ error: { name: ['A role with this name already exists'] } }, 400),
    });
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<RoleForm onDone={onDone} />);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a role name')).toBeVisible();
    expect(api.callsTo('POST /apps/roles')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Role Name/ }), 'manager');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A role with this name already exists')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });
});
