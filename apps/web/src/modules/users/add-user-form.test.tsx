import type { User } from '@beacon/contract/users';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type MockedApi, json, mockApi } from '../../test/api';
import { enterText, textField } from '../../test/form';
import { type Rendered, renderWithProviders } from '../../test/render';
import { AddUserForm } from './add-user-form';

const submit = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Submit' }));

async function fillValid(view: Rendered) {
  await enterText(view, 'Full name', '  Ada Lovelace ');
  await enterText(view, 'Username', 'ada.l');
  await enterText(view, 'E-mail', 'ada@example.com');
  await enterText(view, 'Contact', '(555) 123-4567');
}

const added: User = {
  id: 51,
  fullName: 'Ada Lovelace',
  username: 'ada.l',
  email: 'ada@example.com',
  company: '',
  country: '',
  contact: '(555) 123-4567',
  role: 'subscriber',
  currentPlan: 'basic',
  status: 'active',
  billing: 'Auto Debit',
  avatar: '',
};

// Mantine under jsdom is slow and this machine is shared: room beyond the 15 s default.
describe('add-user form', { timeout: 30_000 }, () => {
  let server: MockedApi;
  beforeEach(() => {
    server = mockApi({});
  });

  it('marks the empty required fields, focuses the first, and sends nothing', async () => {
    const onDone = vi.fn();
    const view = await renderWithProviders(<AddUserForm onDone={onDone} />);
    await submit(view);

    expect(textField('Full name')).toHaveAccessibleDescription('This field is required');
    expect(textField('Username')).toHaveAccessibleDescription('This field is required');
    expect(textField('E-mail')).toHaveAccessibleDescription(/This field is required/);
    expect(textField('Full name')).toHaveFocus();
    expect(textField('Contact')).toBeValid();
    expect(server.calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('applies the contract rules to what was typed', async () => {
    const view = await renderWithProviders(<AddUserForm onDone={vi.fn()} />);
    await enterText(view, 'Full name', 'Ada');
    await enterText(view, 'Username', 'ada lovelace!');
    await enterText(view, 'E-mail', 'not-an-email');
    await enterText(view, 'Contact', 'call me');
    await submit(view);

    expect(textField('Full name')).toBeValid();
    expect(textField('Username')).toHaveAccessibleDescription(
      'Use only letters, digits, dots, dashes and underscores',
    );
    expect(textField('E-mail')).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(textField('Contact')).toHaveAccessibleDescription(
      'Use only digits, spaces and + ( ) - .',
    );
    expect(server.calls).toEqual([]);

    // Fixing a field clears its message.
    await view.user.clear(textField('Username'));
    await enterText(view, 'Username', 'ada');
    expect(textField('Username')).toBeValid();
  });

  it("shows a 409 reply's field message on that field and stays open", async () => {
    server = mockApi({
      'POST /apps/users/add-user': json(
        { error: { email: ['This email is already in use.'] } },
        409,
      ),
    });
    const onDone = vi.fn();
    const view = await renderWithProviders(<AddUserForm onDone={onDone} />);
    await fillValid(view);
    await submit(view);

    await waitFor(() =>
      expect(textField('E-mail')).toHaveAccessibleDescription(/This e-mail is already in use\./),
    );
    expect(textField('Username')).toBeValid();
    expect(server.calls).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the trimmed user with its defaults, then closes and says so', async () => {
    server = mockApi({ 'POST /apps/users/add-user': { user: added } });
    const onDone = vi.fn();
    const view = await renderWithProviders(<AddUserForm onDone={onDone} />);
    await fillValid(view);
    await submit(view);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST /apps/users/add-user').map((call) => call.body)).toEqual([
      {
        fullName: 'Ada Lovelace',
        username: 'ada.l',
        email: 'ada@example.com',
        company: '',
        country: '',
        contact: '(555) 123-4567',
        role: 'subscriber',
        currentPlan: 'basic',
        billing: 'Auto Debit',
        status: 'active',
        avatar: '',
      },
    ]);
    expect(await screen.findByText('Ada Lovelace was added.')).toBeVisible();
  });
});
