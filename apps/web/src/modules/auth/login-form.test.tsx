import type { LoginReply } from '@beacon/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { json, mockApi } from '../../test/api';
import { type RenderOptions, renderWithProviders } from '../../test/render';
import { RouterGuestNav } from './router-guest-nav';
import type { ReactNode } from 'react';
import { demoUsers } from '../../test/session';
import { LoginPage } from './login-page';

/** A sign-in page as the app's router shows it. */
const renderGuestPage = (ui: ReactNode, options: RenderOptions) =>
  renderWithProviders(<RouterGuestNav>{ui}</RouterGuestNav>, options);

const adminReply: LoginReply = {
  userData: demoUsers.admin,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

const signInButton = () => screen.getByRole('button', { name: 'Sign in' });

describe('login form', () => {
  it('is pre-filled with the admin demo pair and lists both demo accounts', async () => {
    await renderGuestPage(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Email')).toHaveValue('admin@demo.com');
    expect(screen.getByLabelText('Password')).toHaveValue('admin');
    expect(screen.getByRole('note')).toHaveTextContent('Admin: admin@demo.com | admin');
    expect(screen.getByRole('note')).toHaveTextContent('Client: client@demo.com | client');
    expect(
      screen.getByRole('button', { name: 'About the demo accounts' }),
    ).toHaveAccessibleDescription('This is just for ACL demo purpose.');
  });

  it('shows inline messages for empty fields and sends nothing', async () => {
    const server = mockApi({});
    const { user } = await renderGuestPage(<LoginPage />, { path: '/login' });
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('Password'));
    await user.click(signInButton());

    // The form checks what was typed once the contract's schemas have loaded (on the first submit).
    await waitFor(() => expect(screen.getByLabelText('Email')).toBeInvalid());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(server.calls).toEqual([]);
  });

  it('shows the server refusal under the e-mail field and stays signed out', async () => {
    const server = mockApi({
      'POST /jwt/login': json({ error: { email: ['Email or Password is Invalid'] } }, 400),
    });
    const { user, router } = await renderGuestPage(<LoginPage />, { path: '/login' });
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(signInButton());

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'Email or Password is Invalid',
      ),
    );
    expect(server.callsTo('POST /jwt/login').map((call) => call.body)).toEqual([
      { email: 'admin@demo.com', password: 'wrong' },
    ]);
    expect(session.isSignedIn()).toBe(false);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a red toast when the server cannot be reached', async () => {
    mockApi({
      'POST /jwt/login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await renderGuestPage(<LoginPage />, { path: '/login' });
    await user.click(signInButton());

    expect(await screen.findByText('Sign-in failed')).toBeVisible();
    expect(
      screen.getByText('Could not reach the server. Check your connection and try again.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Email')).toBeValid();
  });

  it('signs in, welcomes the user and goes to the home of the role', async () => {
    mockApi({ 'POST /jwt/login': adminReply });
    const { user, router } = await renderGuestPage(<LoginPage />, { path: '/login' });
    await user.click(signInButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/ecommerce'));
    expect(session.get().userData?.email).toBe('admin@demo.com');
    expect(session.get().refreshToken).toBe('refresh-1');
    expect(await screen.findByText('Welcome, John Doe')).toBeVisible();
    expect(screen.getByText(/logged in as an admin user to Beacon/)).toBeVisible();
  });

  it('returns to a same-site redirect, and ignores one to another site', async () => {
    mockApi({ 'POST /jwt/login': adminReply });
    const first = await renderGuestPage(<LoginPage redirect="/apps/todo?filter=important" />, {
      path: '/login',
    });
    await first.user.click(signInButton());
    await waitFor(() =>
      expect(first.router.state.location.href).toBe('/apps/todo?filter=important'),
    );
    first.unmount();
    session.signOut();

    const second = await renderGuestPage(<LoginPage redirect="//evil.example/phish" />, {
      path: '/login',
    });
    await second.user.click(signInButton());
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/dashboard/ecommerce'));
  });
});
