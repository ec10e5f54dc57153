import { authMessages } from '@beacon/contract/auth-messages';
import { recoveryMessages } from '@beacon/contract/recovery-values';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/api';
import { type RenderOptions, renderRoute, renderWithProviders } from '../../../test/render';
import { LoginPage } from '../login-page';
import { RegisterPage } from '../register-page';
import { RouterGuestNav } from '../router-guest-nav';
import { session } from '../../../lib/session';
import { demoUsers, signInAs } from '../../../test/session';

const renderGuestPage = (ui: ReactNode, options: RenderOptions) =>
  renderWithProviders(<RouterGuestNav>{ui}</RouterGuestNav>, options);

const sent = { message: recoveryMessages.verificationSent };

describe('reset password page', () => {
  it('sets the new password with the link’s token, then goes to sign-in', async () => {
    const server = mockApi({
      'POST /auth/reset-password': { message: recoveryMessages.passwordChanged },
    });
    const { user, router } = await renderRoute('/reset-password?token=abc123');
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-42');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Brand-new-43');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    // The form checks what was typed once the contract's schemas have loaded (on the first submit).
    await waitFor(() =>
      expect(screen.getByLabelText('Confirm the new password')).toHaveAccessibleDescription(
        'The passwords do not match',
      ),
    );
    expect(server.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('Confirm the new password'), 'Brand-new-42');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(server.callsTo('POST /auth/reset-password').map((call) => call.body)).toEqual([
      { token: 'abc123', password: 'Brand-new-42', confirmPassword: 'Brand-new-42' },
    ]);
  });

  it('says a used or expired link no longer works, and where to ask for a new one', async () => {
    mockApi({
      'POST /auth/reset-password': json({ error: { token: [recoveryMessages.linkInvalid] } }, 400),
    });
    const { user } = await renderRoute('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New password'), 'Brand-new-42');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Brand-new-42');
    await user.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

describe('address confirmation', () => {
  it('follows the link once and says the address is confirmed', async () => {
    const server = mockApi({
      'POST /auth/verify-email': { message: 'ok', email: 'ada@example.com' },
    });
    await renderRoute('/verify-email?token=fresh');
    expect(await screen.findByText('ada@example.com is confirmed as your address.')).toBeVisible();
    expect(server.callsTo('POST /auth/verify-email').map((call) => call.body)).toEqual([
      { token: 'fresh' },
    ]);
  });

  it('confirms a changed address for the signed-in, whose session then carries it', async () => {
    signInAs('admin');
    mockApi({
      'POST /auth/verify-email': { message: 'ok', email: 'new.admin@example.com' },
      'POST /jwt/refresh-token': {
        userData: { ...demoUsers.admin, email: 'new.admin@example.com' },
        accessToken: 'access-2',
        refreshToken: 'refresh-2',
      },
    });
    await renderRoute('/verify-email?token=moved');
    expect(
      await screen.findByText('new.admin@example.com is confirmed as your address.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the app' })).toBeVisible();
    await waitFor(() => expect(session.get().userData?.email).toBe('new.admin@example.com'));
    session.signOut();
  });

  it('after a sign-up the server wants confirmed, says where the link went and sends it again', async () => {
    const server = mockApi({
      'POST /jwt/register': { verificationRequired: true, email: 'ada@example.com' },
      'POST /auth/verify-email/resend': sent,
    });
    const { user } = await renderGuestPage(<RegisterPage />, { path: '/register' });
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Long-enough-9');
    await user.click(screen.getByLabelText('I agree to privacy policy & terms'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(
      await screen.findByText(
        'We sent a link to ada@example.com. Follow it to confirm your address, then sign in.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/a new link is on its way/)).toBeVisible();
    expect(server.callsTo('POST /auth/verify-email/resend').map((call) => call.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
  });

  it('turns a sign-in refused for an unconfirmed address into a way to get the link', async () => {
    const server = mockApi({
      'POST /jwt/login': json({ error: authMessages.emailUnverified }, 403),
      'POST /auth/verify-email/resend': sent,
    });
    const { user } = await renderGuestPage(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Confirm your address first')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(server.callsTo('POST /auth/verify-email/resend').map((call) => call.body)).toEqual([
        { email: 'admin@demo.com' },
      ]),
    );
  });
});
