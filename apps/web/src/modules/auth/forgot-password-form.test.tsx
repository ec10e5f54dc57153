import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { type RenderOptions, renderWithProviders } from '../../test/render';
import { RouterGuestNav } from './router-guest-nav';
import type { ReactNode } from 'react';
import { ForgotPasswordPage } from './forgot-password-page';

/** A sign-in page as the app's router shows it. */
const renderGuestPage = (ui: ReactNode, options: RenderOptions) =>
  renderWithProviders(<RouterGuestNav>{ui}</RouterGuestNav>, options);

describe('forgot password', () => {
  it('checks the address, then says plainly that no mail was sent, without a request', async () => {
    const server = mockApi({});
    const { user } = await renderGuestPage(<ForgotPasswordPage />, {
      path: '/forgot-password',
    });
    const submit = screen.getByRole('button', { name: 'Reset password' });

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(submit);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent('Email delivery is not configured');
    expect(screen.getByRole('status')).toHaveTextContent(
      'no reset link was sent to ada@example.com',
    );
    expect(screen.getByRole('link', { name: 'See the demo accounts' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(server.calls).toHaveLength(0);
  });
});
