import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { type RenderOptions, renderWithProviders } from '../../test/render';
import { RouterGuestNav } from './router-guest-nav';
import type { ReactNode } from 'react';
import { ForgotPasswordPage } from './forgot-password-page';

/** A sign-in page as the app's router shows it. */
const renderGuestPage = (ui: ReactNode, options: RenderOptions) =>
  renderWithProviders(<RouterGuestNav>{ui}</RouterGuestNav>, options);

const sentReply = { message: 'If an account uses this address, we sent it a link.' };

describe('forgot password', () => {
  it('checks the address, asks for a link, and confirms in words that name no account', async () => {
    const server = mockApi({ 'POST /auth/forgot-password': sentReply });
    const { user } = await renderGuestPage(<ForgotPasswordPage />, {
      path: '/forgot-password',
    });
    const submit = screen.getByRole('button', { name: 'Reset password' });

    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(submit);
    // The form checks what was typed once the contract's schemas have loaded (on the first submit).
    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email'),
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(server.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.click(submit);
    expect(await screen.findByText('Check your mail')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'If an account uses ada@example.com, we sent it a link to choose a new password.',
    );
    expect(server.callsTo('POST /auth/forgot-password').map((call) => call.body)).toEqual([
      { email: 'ada@example.com' },
    ]);
    // A demo keeps the mail: the page links to it.
    expect(screen.getByRole('link', { name: 'Open the demo outbox' })).toHaveAttribute(
      'href',
      '/outbox?to=ada%40example.com',
    );
  });
});
