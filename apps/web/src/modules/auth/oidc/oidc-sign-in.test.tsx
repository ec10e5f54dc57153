import type { LoginReply } from '@beacon/contract/auth';
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { json, mockApi } from '../../../test/api';
import { type RenderOptions, renderWithProviders } from '../../../test/render';
import { demoUsers } from '../../../test/session';
import { LoginPage } from '../login-page';
import { RouterGuestNav } from '../router-guest-nav';
import { pendingSignIn } from '../two-factor/pending-challenge';
import { OidcCompletePage } from './oidc-complete-page';

const renderGuestPage = (ui: ReactNode, options: RenderOptions) =>
  renderWithProviders(<RouterGuestNav>{ui}</RouterGuestNav>, options);

const providerLink = () => screen.queryByRole('link', { name: 'Sign in with Acme ID' });

afterEach(() => {
  delete document.documentElement.dataset.oidc;
  window.history.replaceState(null, '', '/');
});

describe('sign-in with an OpenID Connect provider', () => {
  it('is not offered when the server names no provider', async () => {
    await renderGuestPage(<LoginPage redirect="/apps/email" />, { path: '/login' });
    expect(providerLink()).toBeNull();
  });

  it('links to the API’s start with the page to come back to', async () => {
    document.documentElement.dataset.oidc = 'Acme ID';
    await renderGuestPage(<LoginPage redirect="/apps/email" />, { path: '/login' });
    expect(providerLink()).toHaveAttribute('href', '/api/auth/oidc/start?redirect=%2Fapps%2Femail');
  });

  it('words why the provider’s sign-in failed', async () => {
    window.history.replaceState(null, '', '/login?oidcError=closed');
    await renderGuestPage(<LoginPage />, { path: '/login?oidcError=closed' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No account here has this address, and sign-up is closed.',
    );
  });

  it('trades the handoff for a session and goes where the user was headed', async () => {
    const reply: LoginReply & { redirect: string } = {
      userData: demoUsers.admin,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      redirect: '/apps/email',
    };
    const server = mockApi({ 'POST /api/auth/oidc/complete': reply });
    window.history.replaceState(null, '', '/login/oidc#handoff=token-1');
    const { router } = await renderGuestPage(<OidcCompletePage />, { path: '/login/oidc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email'));
    expect(server.callsTo('POST /api/auth/oidc/complete')[0]?.body).toEqual({
      handoff: 'token-1',
    });
    expect(session.get().accessToken).toBe('access-1');
    // The single-use token does not stay in the address bar.
    expect(window.location.hash).toBe('');
  });

  it('goes on to the second step the account owes, keeping where the user was headed', async () => {
    mockApi({
      'POST /api/auth/oidc/complete': {
        twoFactor: 'code',
        challenge: 'challenge-1',
        redirect: '/apps/email',
      },
    });
    window.history.replaceState(null, '', '/login/oidc#handoff=token-2');
    const { router } = await renderGuestPage(<OidcCompletePage />, { path: '/login/oidc' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/two-step'));
    expect(pendingSignIn()).toEqual({
      twoFactor: 'code',
      challenge: 'challenge-1',
      redirect: '/apps/email',
    });
    expect(session.isSignedIn()).toBe(false);
  });

  it('says a used handoff is no longer valid, with the way back to sign in', async () => {
    mockApi({
      'POST /api/auth/oidc/complete': json({ error: { handoff: ['no longer valid'] } }, 400),
    });
    window.history.replaceState(null, '', '/login/oidc#handoff=used');
    await renderGuestPage(<OidcCompletePage />, { path: '/login/oidc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is no longer valid.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
    expect(session.isSignedIn()).toBe(false);
  });
});
