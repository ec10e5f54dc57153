import type { RegisterReply } from '@beacon/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { session } from '../../lib/session';
import { json, mockApi } from '../../test/api';
import { type Rendered, type RenderOptions, renderWithProviders } from '../../test/render';
import { RouterGuestNav } from './router-guest-nav';
import type { ReactNode } from 'react';
import { RegisterPage } from './register-page';

/** A sign-in page as the app's router shows it. */
const renderGuestPage = (ui: ReactNode, options: RenderOptions) =>
  renderWithProviders(<RouterGuestNav>{ui}</RouterGuestNav>, options);

const newUser: RegisterReply['user'] = {
  id: 3,
  fullName: '',
  username: 'ada',
  avatar: null,
  email: 'ada@example.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 0 },
};

async function fill(
  { user }: Rendered,
  values: { username: string; email: string; password: string },
) {
  await user.type(screen.getByLabelText('Username'), values.username);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Password'), values.password);
}

const signUp = ({ user }: Rendered) => user.click(screen.getByRole('button', { name: 'Sign up' }));

describe('register form', () => {
  it('marks every empty field and the unchecked terms, and sends nothing', async () => {
    const server = mockApi({});
    const view = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await signUp(view);

    // The form checks what was typed once the contract's schemas have loaded (on the first submit).
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required'),
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByText('Please accept the privacy policy & terms')).toBeVisible();
    expect(server.calls).toEqual([]);
  });

  it('applies the contract rules to what was typed', async () => {
    const server = mockApi({});
    const view = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await fill(view, { username: 'a b', email: 'not-an-email', password: 'short' });
    await view.user.click(screen.getByLabelText('I agree to privacy policy & terms'));
    await signUp(view);

    expect(
      await screen.findByText(
        'Username may contain only letters, digits, dot, dash and underscore',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByText('Password must be at least 8 characters')).toBeVisible();
    expect(screen.queryByText('Please accept the privacy policy & terms')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('maps a taken e-mail (200 with error) onto the e-mail field only', async () => {
    const server = mockApi({
      'POST /jwt/register': { error: { email: 'This email is already in use.', username: null } },
    });
    const view = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await fill(view, { username: 'ada', email: 'admin@demo.com', password: 'long enough' });
    await view.user.click(screen.getByLabelText('I agree to privacy policy & terms'));
    await signUp(view);

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'This email is already in use.',
      ),
    );
    expect(screen.getByLabelText('Username')).toBeValid();
    expect(server.callsTo('POST /jwt/register').map((call) => call.body)).toEqual([
      { username: 'ada', email: 'admin@demo.com', password: 'long enough' },
    ]);
    expect(session.isSignedIn()).toBe(false);
    expect(view.router.state.location.pathname).toBe('/register');
  });

  it('maps a taken username and 400 field messages onto their fields', async () => {
    const replies = [
      json({ error: { email: null, username: 'This username is already in use.' } }),
      json({ error: { password: ['Password must be at most 200 characters'] } }, 400),
    ];
    mockApi({ 'POST /jwt/register': () => replies.shift() });
    const view = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await fill(view, { username: 'johndoe', email: 'new@example.com', password: 'long enough' });
    await view.user.click(screen.getByLabelText('I agree to privacy policy & terms'));
    await signUp(view);
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
        'This username is already in use.',
      ),
    );

    await signUp(view);
    expect(await screen.findByText('Password must be at most 200 characters')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeInvalid();
  });

  it('says a password of spaces only is that, not that it is missing, and sends nothing', async () => {
    const server = mockApi({});
    const view = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await fill(view, { username: 'ada', email: 'ada@example.com', password: '         ' });
    await view.user.click(screen.getByLabelText('I agree to privacy policy & terms'));
    await signUp(view);

    expect(await screen.findByText('Password may not be only spaces')).toBeVisible();
    expect(screen.getByLabelText('Password')).toBeInvalid();
    expect(server.calls).toEqual([]);
  });

  it('shows the server’s common-password refusal under the field, in the reader’s language', async () => {
    mockApi({
      'POST /jwt/register': json(
        { error: { password: ['Password is too common: choose one that is harder to guess'] } },
        400,
      ),
    });
    await i18n.changeLanguage('fr');
    const view = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await view.user.type(screen.getByLabelText("Nom d'utilisateur"), 'ada');
    await view.user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await view.user.type(screen.getByLabelText('Mot de passe'), 'Password123');
    await view.user.click(screen.getByRole('checkbox'));
    await view.user.click(screen.getByRole('button', { name: "S'inscrire" }));

    expect(
      await screen.findByText(
        'Ce mot de passe est trop courant : choisissez-en un plus difficile à deviner',
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Mot de passe')).toBeInvalid();
    expect(session.isSignedIn()).toBe(false);
  });

  it('signs the new account in and goes home', async () => {
    mockApi({
      'POST /jwt/register': {
        user: newUser,
        accessToken: 'access-3',
        refreshToken: 'refresh-3',
      } satisfies RegisterReply,
    });
    const view = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await fill(view, { username: 'ada', email: 'ada@example.com', password: 'long enough' });
    await view.user.click(screen.getByLabelText('I agree to privacy policy & terms'));
    await signUp(view);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/ecommerce'));
    expect(session.get()).toMatchObject({
      userData: { username: 'ada' },
      accessToken: 'access-3',
      refreshToken: 'refresh-3',
    });
    expect(await screen.findByText('Welcome, ada')).toBeVisible();
  });
});
