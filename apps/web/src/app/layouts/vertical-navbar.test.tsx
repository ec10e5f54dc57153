import { AppShell } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { VerticalNavbar } from './vertical-navbar';

const desktopWidth = window.innerWidth;

const renderNavbar = () =>
  renderWithProviders(
    <AppShell navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: true } }}>
      <VerticalNavbar />
    </AppShell>,
    { path: '/' },
  );

describe('the vertical layout menu column', () => {
  afterEach(() => {
    window.innerWidth = desktopWidth;
  });

  it('holds the brand and the main menu from the sm breakpoint up', async () => {
    signInAs('admin');
    await renderNavbar();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Access Control' })).toBeInTheDocument();
  });

  it('stays empty on a phone, where the menu is the drawer', async () => {
    window.innerWidth = 375;
    signInAs('admin');
    await renderNavbar();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
