import type { LoginReply } from '@beacon/contract/auth';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session';
import { mockApi } from '../test/api';
import { demoUsers } from '../test/session';
import { enterApp } from './app';
import { renderGuest } from './guest-app';
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
    // As the app does once its first screen is ready: the guest pages leave, then it draws.
    vi.mocked(enterApp).mockImplementation((_container, _reply, _redirect, beforeDraw) => {
      beforeDraw?.();
      return Promise.resolve();
    });
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
      root = renderGuest(container, path);
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

    await waitFor(() =>
      expect(enterApp).toHaveBeenCalledWith(
        container,
        adminReply,
        '/apps/todo',
        expect.any(Function),
      ),
    );
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

    await waitFor(() =>
      expect(enterApp).toHaveBeenCalledWith(container, undefined, undefined, expect.any(Function)),
    );
  });
});
