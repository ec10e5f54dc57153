import { screen, within } from '@testing-library/react';
import i18n from '../../lib/i18n';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { demoUsers, signInAs } from '../../test/session';
import { AccessControlPage } from './access-control-page';

describe('access control page', () => {
  it('shows the Analytics card to admin', async () => {
    signInAs('admin');
    await renderWithProviders(<AccessControlPage />);
    expect(screen.getByRole('region', { name: 'Common' })).toHaveTextContent(
      'No ability is required to view this card',
    );
    expect(screen.getByRole('region', { name: 'Analytics' })).toBeVisible();
    const abilities = screen.getByRole('region', { name: 'Your abilities' });
    expect(
      within(abilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Manage everything: every action on every part of the app manage all']);
  });

  it('hides it from client, who cannot read Analytics', async () => {
    signInAs('client');
    await renderWithProviders(<AccessControlPage />);
    expect(screen.getByRole('region', { name: 'Common' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
    const abilities = screen.getByRole('region', { name: 'Your abilities' });
    expect(
      within(abilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Read: the access-control page read ACL',
      'Read: signing in and your own session read Auth',
    ]);
  });

  it('names every ability in the reader’s language, and one it does not know as it is', async () => {
    signInAs({
      ...demoUsers.client,
      ability: [
        { action: 'update', subject: 'Invoice' },
        { action: 'read', subject: 'Reports' },
      ],
    });
    await i18n.changeLanguage('fr');
    await renderWithProviders(<AccessControlPage />);
    const abilities = screen.getByRole('region', { name: 'Vos autorisations' });
    expect(
      within(abilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Modifier : les factures update Invoice', 'Lire : Reports read Reports']);
  });
});
