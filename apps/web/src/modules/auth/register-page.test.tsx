import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './login-page';
import { instanceClasses } from './instance';
import { RegisterPage } from './register-page';
import { RouterGuestNav } from './router-guest-nav';

const renderGuestPage = (ui: ReactNode, path: string) =>
  renderWithProviders(<RouterGuestNav>{ui}</RouterGuestNav>, { path });

describe('a server closed to sign-up', () => {
  afterEach(() => {
    delete document.documentElement.dataset.registration;
    delete document.documentElement.dataset.mode;
  });

  it('shows the sign-up form while registration is open', async () => {
    await renderGuestPage(<RegisterPage />, '/register');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeVisible();
    expect(screen.queryByText('Registration is closed')).toBeNull();
  });

  it('says registration is closed instead of offering the form', async () => {
    document.documentElement.dataset.registration = 'closed';
    await renderGuestPage(<RegisterPage />, '/register');
    expect(screen.getByText('Registration is closed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toBeVisible();
  });

  it('marks the sign-in page’s demo accounts and sign-up link for the server to hide', async () => {
    await renderGuestPage(<LoginPage />, '/login');
    const demo = screen.getByRole('note');
    expect(demo.closest(`.${instanceClasses.demoOnly}`)).not.toBeNull();
    const signUp = screen.getByRole('link', { name: 'Create an account' });
    expect(signUp.closest(`.${instanceClasses.registrationOnly}`)).not.toBeNull();
  });
});
