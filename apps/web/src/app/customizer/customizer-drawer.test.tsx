import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { defaultLayout } from '../layout/layout-options';
import { useLayout } from '../layout/layout-store';
import { CustomizerDrawer } from './customizer-drawer';

beforeEach(() => {
  useLayout.setState({ ...defaultLayout, customizerOpen: true });
});

describe('customizer', () => {
  it('changes skin, content width and direction as soon as a control changes', async () => {
    const { user } = await renderWithProviders(<CustomizerDrawer />);
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Boxed' }));
    await user.click(screen.getByRole('switch', { name: 'RTL' }));
    expect(useLayout.getState()).toMatchObject({
      skin: 'dark',
      contentWidth: 'boxed',
      direction: 'rtl',
    });
  });

  it('changes the navbar colour and type', async () => {
    const { user } = await renderWithProviders(<CustomizerDrawer />);
    await user.click(screen.getByRole('button', { name: 'Danger' }));
    const navbarType = screen.getByRole('radiogroup', { name: 'Navbar Type' });
    await user.click(within(navbarType).getByRole('radio', { name: 'Static' }));
    expect(useLayout.getState()).toMatchObject({ navbarColor: 'danger', navbarType: 'static' });
    expect(screen.getByRole('button', { name: 'Danger' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers semi-dark, a hidden navbar and the menu switches only in the vertical layout', async () => {
    const { user } = await renderWithProviders(<CustomizerDrawer />);
    expect(screen.getByRole('radio', { name: 'Semi Dark' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Menu Collapsed' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Horizontal' }));
    expect(screen.queryByRole('radio', { name: 'Semi Dark' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Menu Collapsed' })).toBeNull();
    const menuType = screen.getByRole('radiogroup', { name: 'Menu Type' });
    expect(within(menuType).queryByRole('radio', { name: 'Hidden' })).toBeNull();
    expect(within(menuType).getByRole('radio', { name: 'Floating' })).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const { user } = await renderWithProviders(<CustomizerDrawer />);
    await user.click(screen.getByRole('button', { name: 'Close customizer' }));
    expect(useLayout.getState().customizerOpen).toBe(false);
  });
});
