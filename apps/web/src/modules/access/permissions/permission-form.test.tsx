import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { signInAs } from '../../../test/session';
import { PermissionForm } from './permission-form';

describe('permission form', () => {
  it('refuses an empty name, shows the server’s field message, then adds', async () => {
    signInAs('admin');
    let taken = true;
    const api = mockApi({
      'POST /apps/permissions/add-permission': () =>
        taken
          ? json(
              { error: { 'permission.name': ['A permission with this name already exists'] } },
              400,
            )
          : json(
              {
                permission: {
                  id: 10,
                  name: 'Audit',
                  assignedTo: ['administrator'],
                  createdDate: '',
                },
              },
              201,
            ),
    });
    const onDone = vi.fn();
    const { user } = await renderWithProviders(<PermissionForm onDone={onDone} />);

    await user.click(screen.getByRole('button', { name: 'Create Permission' }));
    expect(await screen.findByText('Please enter a valid Permission Name')).toBeVisible();
    expect(api.callsTo('POST /apps/permissions/add-permission')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Permission Name/ }), '  Audit ');
    await user.click(screen.getByRole('button', { name: 'Create Permission' }));
    expect(await screen.findByText('A permission with this name already exists')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();

    taken = false;
    await user.click(screen.getByRole('button', { name: 'Create Permission' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('POST /apps/permissions/add-permission').at(-1)?.body).toEqual({
      permission: { name: 'Audit' },
    });
  });

  it('renames with the bare `{ id, name }` body and warns first', async () => {
    signInAs('admin');
    const api = mockApi({
      'POST /apps/permissions/update-permission': ({ body }) =>
        json({ permission: { ...(body as object), assignedTo: [], createdDate: '' } }, 201),
    });
    const onDone = vi.fn();
    const permission = { id: 3, name: 'Old', assignedTo: ['manager'], createdDate: '' };
    const { user } = await renderWithProviders(
      <PermissionForm permission={permission} onDone={onDone} />,
    );
    expect(screen.getByText('Warning!')).toBeVisible();
    const field = screen.getByRole('textbox', { name: /Permission Name/ });
    await user.clear(field);
    await user.type(field, 'New');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsTo('POST /apps/permissions/update-permission')[0]?.body).toEqual({
      id: 3,
      name: 'New',
    });
  });
});
