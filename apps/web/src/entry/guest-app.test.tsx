import type { LoginReply } from '@beacon/contract/auth';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { mockApi } from '../test/api';
import { demoUsers } from '../test/session';
import { enterApp } from './app';
import { prerender } from 'react-dom/static';
import { GuestTree, renderGuest } from './guest-app';
import { isGuestPath } from './guest-pages';

// The app itself is not what this file tests: only that the light entry hands over to it.
vi.mock(import('./app'), () => ({ enterApp: vi.fn(), renderApp: vi.fn() }));

const adminReply: LoginReply = {
  userData: demoUsers.admin,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

const heading = () => screen.getByRole('heading', { level: 1 });

describe('the light sign-in entry', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    vi.mocked(enterApp).mockReset();
    container = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    act(() => root?.unmount());
    container.remove();
    window.history.replaceState(null, '', '/');
  });

  const start = async (url: string) => {
    window.history.replaceState(null, '', url);
    const path = window.location.pathname;
    if (!isGuestPath(path)) throw new Error(`${url} is no sign-in page`);
    act(() => {
      root = renderGuest(container, path, false);
    });
    await screen.findByRole('heading', { level: 1 });
  };

  it('moves between the sign-in pages in place, and Back returns', async () => {
    const user = userEvent.setup();
    await start('/login');
    expect(heading()).toHaveTextContent('Welcome to Beacon!');

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(window.location.pathname).toBe('/register');
    expect(heading()).toHaveTextContent('Adventure starts here');

    act(() => window.history.back());
    await waitFor(() => expect(heading()).toHaveTextContent('Welcome to Beacon!'));
    expect(window.location.pathname).toBe('/login');

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(heading()).toHaveTextContent('Forgot password?');
    expect(enterApp).not.toHaveBeenCalled();
  });

  it('signs in, then hands its root over to the app with the reply and the redirect', async () => {
    mockApi({ 'POST /jwt/login': adminReply });
    const user = userEvent.setup();
    await start('/login?redirect=%2Fapps%2Ftodo');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(enterApp).toHaveBeenCalledWith(container, adminReply, '/apps/todo'));
    expect(session.get().refreshToken).toBe('refresh-1');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('leaves a page that is not a sign-in page to the app', async () => {
    const user = userEvent.setup();
    await start('/login');
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    act(() => {
      window.history.pushState(null, '', '/apps/user/list');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });

    await waitFor(() => expect(enterApp).toHaveBeenCalledWith(container, undefined, undefined));
  });

  it('adopts the prerendered page as it is, keeping what the user typed before the script ran', async () => {
    const server = mockApi({ 'POST /jwt/register': adminReply });
    const errors = vi.spyOn(console, 'error');
    const { prelude } = await prerender(
      <GuestTree enter={() => Promise.resolve()} start="/register" />,
    );
    container.innerHTML = await new Response(prelude).text();
    window.history.replaceState(null, '', '/register');
    const typed = (name: string) => {
      const input = container.querySelector(`input[name="${name}"]`);
      if (!(input instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
      return input;
    };
    const username = typed('username');
    username.value = 'early_bird';
    typed('terms').checked = true;

    act(() => {
      root = renderGuest(container, '/register', true);
    });
    // The same elements, not drawn again: hydration kept the page and its values.
    await waitFor(() =>
      expect(Object.keys(username).some((k) => k.startsWith('__react'))).toBe(true),
    );
    expect(typed('username')).toBe(username);
    expect(screen.getByLabelText('Username')).toHaveValue('early_bird');
    expect(screen.getByRole('checkbox')).toBeChecked();

    // And the form holds them: it sends the typed username on submit.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'bird@demo.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/jwt/register',
      body: { username: 'early_bird', email: 'bird@demo.com' },
    });
    // No hydration error. The one message left aside is this test's own doing: React's dev build
    // sees the server renderer's use of the same contexts in this process, at build time elsewhere.
    const sameProcess = /^Detected multiple renderers concurrently/;
    expect(errors.mock.calls.filter(([message]) => !sameProcess.test(String(message)))).toEqual([]);
    errors.mockRestore();
  });
});
