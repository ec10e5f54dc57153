import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { session } from '../../lib/session';
import { defaultLayout } from '../layout/layout-options';
import { useLayout } from '../layout/layout-store';
import { Navbar } from './navbar';

beforeEach(() => {
  useLayout.setState(defaultLayout);
});

describe('navbar', () => {
  it('shows who is signed in and signs out to /login', async () => {
    signInAs('admin');
    const api = mockApi({ 'POST /jwt/logout': {} });
    const { user, router } = await renderWithProviders(<Navbar />, { path: '/apps/user/list' });
    const account = screen.getByRole('button', { name: 'Account menu of johndoe' });
    expect(account).toHaveTextContent('johndoe');
    expect(account).toHaveTextContent('Admin');
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.isSignedIn()).toBe(false);
    expect(api.callsTo('POST /jwt/logout')).toHaveLength(1);
  });

  it('has no "Reset demo data" outside mock mode', async () => {
    signInAs('admin');
    const { user } = await renderWithProviders(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Account menu of johndoe' }));
    await screen.findByRole('menuitem', { name: 'Logout' });
    expect(screen.queryByRole('menuitem', { name: 'Reset demo data' })).toBeNull();
  });

  it('toggles between the light and dark skins', async () => {
    signInAs('admin');
    const { user } = await renderWithProviders(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark skin' }));
    expect(useLayout.getState().skin).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light skin' }));
    expect(useLayout.getState().skin).toBe('light');
  });

  it('switches to right-to-left with Arabic and back with another language', async () => {
    signInAs('admin');
    const { user } = await renderWithProviders(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'العربية' }));
    await waitFor(() => expect(useLayout.getState().direction).toBe('rtl'));
    await user.click(await screen.findByRole('button', { name: 'اللغة: العربية' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(useLayout.getState().direction).toBe('ltr'));
    expect(await screen.findByRole('button', { name: 'Langue : Français' })).toBeVisible();
  });

  it('opens the customizer', async () => {
    signInAs('admin');
    const { user } = await renderWithProviders(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(useLayout.getState().customizerOpen).toBe(true);
  });

  it("shows the cart module's navbar item to users who may use the shop, and only to them", async () => {
    signInAs('admin');
    mockApi({ 'GET /apps/ecommerce/cart': { products: [] } });
    const admin = await renderWithProviders(<Navbar />);
    // Lazy: it appears once its code has loaded.
    expect(await screen.findByRole('button', { name: 'Cart (0)' })).toBeVisible();
    admin.unmount();

    signInAs('client');
    const api = mockApi({});
    await renderWithProviders(<Navbar />);
    await screen.findByRole('button', { name: 'Account menu of janedoe' });
    expect(screen.queryByRole('button', { name: /^Cart/ })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('places the bookmarks at the start of the bar and the quick search before the cart', async () => {
    signInAs('admin');
    mockApi({
      'GET /apps/ecommerce/cart': { products: [] },
      'GET /api/bookmarks/data': { suggestions: [], bookmarks: [] },
    });
    await renderWithProviders(<Navbar />);
    const search = await screen.findByRole('button', { name: 'Quick search' });
    const cart = await screen.findByRole('button', { name: 'Cart (0)' });
    const star = await screen.findByRole('button', { name: 'Add or remove bookmarks' });
    const menu = screen.getByRole('button', { name: 'Open menu' });
    const language = screen.getByRole('button', { name: 'Language: English' });
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(menu, star)).toBe(true);
    expect(follows(star, language)).toBe(true);
    expect(follows(language, search)).toBe(true);
    expect(follows(search, cart)).toBe(true);
  });

  it('shows neither the quick search nor the bookmarks to a user who may not read pages', async () => {
    signInAs('client');
    const api = mockApi({});
    await renderWithProviders(<Navbar />);
    await screen.findByRole('button', { name: 'Account menu of janedoe' });
    expect(screen.queryByRole('button', { name: 'Quick search' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add or remove bookmarks' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Bookmarks' })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
