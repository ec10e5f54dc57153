import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultLayout } from './layout-options';
import { useLayout } from './layout-store';

beforeEach(() => {
  useLayout.setState(defaultLayout);
  localStorage.clear();
});

describe('layout store', () => {
  it('starts from the default layout', () => {
    expect(useLayout.getState()).toMatchObject({
      layoutType: 'vertical',
      contentWidth: 'full',
      menuCollapsed: true,
      navbarType: 'sticky',
      footerType: 'hidden',
      direction: 'ltr',
      skin: 'light',
      routerTransition: 'fadeIn',
    });
  });

  it('persists skin, direction and menuCollapsed as JSON under their own keys', () => {
    useLayout.getState().update({ skin: 'dark', direction: 'rtl', menuCollapsed: false });
    expect(localStorage.getItem('skin')).toBe('"dark"');
    expect(localStorage.getItem('direction')).toBe('true');
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.dataset.skin).toBe('dark');
  });

  it('does not persist the other settings', () => {
    useLayout.getState().update({ navbarType: 'floating', footerType: 'static' });
    expect(localStorage.length).toBe(0);
  });

  it('reads the stored preferences back at start, ignoring values it does not know', async () => {
    localStorage.setItem('skin', '"semi-dark"');
    localStorage.setItem('direction', 'true');
    localStorage.setItem('menuCollapsed', 'not json');
    vi.resetModules();
    const fresh = await import('./layout-store');
    expect(fresh.useLayout.getState()).toMatchObject({
      skin: 'semi-dark',
      direction: 'rtl',
      menuCollapsed: true,
    });
  });

  it('moves semi-dark and a hidden navbar to valid values in the horizontal layout', () => {
    useLayout.getState().update({ skin: 'semi-dark', navbarType: 'hidden' });
    useLayout.getState().update({ layoutType: 'horizontal' });
    expect(useLayout.getState()).toMatchObject({ skin: 'light', navbarType: 'sticky' });
  });
});
