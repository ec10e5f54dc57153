import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoUsers } from '../../test/session';
import { GuestTree } from '../guest-app';
import type { GuestPath } from '../../modules/auth/guest-nav';
import { Samples } from '../prerender-samples';
import { ThemeProviders } from '../theme-providers';
import { enterApp, enterTwoStep } from './enter';
import { workForm } from './forms';
import { handOver } from './handover';
import type { Page } from './page';

// What comes after the form (the app, the React pages) is not this file's: only that it is called.
vi.mock(import('./enter'), () => ({
  enterApp: vi.fn(),
  enterTwoStep: vi.fn(),
  keepSession: vi.fn(),
}));
vi.mock(import('./handover'), async (original) => ({
  ...(await original()),
  handOver: vi.fn(),
}));

const html = async (tree: ReactNode) => new Response((await prerender(tree)).prelude).text();

const words = {
  auth: {
    validation: { emailRequired: 'Email is required', termsRequired: 'Accept the terms' },
    errors: {
      invalidLogin: 'Email or Password is Invalid',
      emailTaken: 'This email is already in use.',
      server: 'Server error {{status}}',
      network: 'Could not reach the server.',
    },
  },
};

/** The prerendered page in the document, worked by the small entry's form code. */
async function open(path: Exclude<GuestPath, '/two-step'>, url: string = path) {
  window.history.replaceState(null, '', url);
  const root = document.body.appendChild(document.createElement('div'));
  root.innerHTML = await html(<GuestTree enter={() => Promise.resolve()} start={path} />);
  const template = document.body.appendChild(document.createElement('template'));
  template.id = 'beacon-samples';
  template.innerHTML = await html(
    <ThemeProviders>
      <Samples path={path} />
    </ThemeProviders>,
  );
  const page: Page = { root, language: 'en', dictionary: Promise.resolve(words) };
  workForm(page, path);
  return { root, user: userEvent.setup() };
}

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const calls = () => vi.mocked(fetch).mock.calls.map(([url, init]) => [url, init?.body]);

describe('the small entry’s forms', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn());
    vi.mocked(enterApp).mockReset();
    vi.mocked(enterTwoStep).mockReset();
    vi.mocked(handOver).mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it('signs in and enters the app with the reply and the redirect', async () => {
    const tokens = { userData: demoUsers.admin, accessToken: 'a', refreshToken: 'r' };
    vi.mocked(fetch).mockReturnValue(reply(200, tokens));
    const { user, root } = await open('/login', '/login?redirect=%2Fapps%2Ftodo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(enterApp).toHaveBeenCalledWith(root, tokens, '/apps/todo'));
    expect(calls()).toEqual([
      ['/jwt/login', JSON.stringify({ email: 'admin@demo.com', password: 'admin' })],
    ]);
  });

  it('goes on to the second step when the server asks for one', async () => {
    const challenge = { twoFactor: 'code', challenge: 'c-1' };
    vi.mocked(fetch).mockReturnValue(reply(200, challenge));
    const { user, root } = await open('/login');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(enterTwoStep).toHaveBeenCalledWith(root, challenge, undefined));
  });

  it('shows the server’s field message under its field, and other failures inline', async () => {
    vi.mocked(fetch).mockReturnValueOnce(
      reply(400, { error: { email: ['Email or Password is Invalid'] } }),
    );
    const { user } = await open('/login');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    expect(await screen.findByLabelText('Email')).toHaveAccessibleDescription(
      'Email or Password is Invalid',
    );
    expect(button).toBeEnabled();

    vi.mocked(fetch).mockReturnValueOnce(reply(503, {}));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error 503');

    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('offline'));
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not reach the server.'),
    );
  });

  it('hands an unconfirmed address over to the React page, with what was typed', async () => {
    vi.mocked(fetch).mockReturnValue(
      reply(403, {
        error:
          'Confirm your e-mail address first: follow the link we sent you, or ask for a new one.',
      }),
    );
    const { user, root } = await open('/login');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'new@demo.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(handOver).toHaveBeenCalledWith(root, {
        values: { email: 'new@demo.com', password: 'admin' },
        action: 'submit',
      }),
    );
  });

  it('checks the sign-up form before sending, and shows a taken address under its field', async () => {
    const { user } = await open('/register');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Accept the terms')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();

    vi.mocked(fetch).mockReturnValue(
      reply(200, { error: { email: 'This email is already in use.', username: null } }),
    );
    await user.type(screen.getByLabelText('Username'), 'bird');
    await user.type(screen.getByLabelText('Email'), 'admin@demo.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('This email is already in use.')).toBeVisible();
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('hands a sign-up the server wants confirmed to the React page’s notice', async () => {
    vi.mocked(fetch).mockReturnValue(
      reply(200, { verificationRequired: true, email: 'bird@demo.com' }),
    );
    const { user, root } = await open('/register');
    await user.type(screen.getByLabelText('Username'), 'bird');
    await user.type(screen.getByLabelText('Email'), 'bird@demo.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(handOver).toHaveBeenCalledWith(root, { checkMail: 'bird@demo.com' }),
    );
  });
});
