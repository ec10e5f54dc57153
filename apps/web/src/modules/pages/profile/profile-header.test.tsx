import { Tabs } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { demoUsers, signInAs } from '../../../test/session';
import { ProfileHeader } from './profile-header';

const header = (designation: string) => ({
  avatar: '',
  username: 'John Doe',
  designation,
  coverImg: '',
});

const renderHeader = (designation: string) =>
  renderWithProviders(
    <Tabs value="feed">
      <ProfileHeader header={header(designation)} />
    </Tabs>,
  );

describe('profile header', { timeout: 30_000 }, () => {
  it('names the user’s role in the reader’s language', async () => {
    signInAs({ ...demoUsers.admin, role: 'restricted-user' });
    await i18n.changeLanguage('fr');
    await renderHeader('Restricted User');
    expect(await screen.findByText('Utilisateur restreint', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText('Restricted User')).toBeNull();
  });

  it('keeps the name of a role someone created', async () => {
    signInAs({ ...demoUsers.admin, role: 'night-shift' });
    await i18n.changeLanguage('de');
    await renderHeader('Night Shift');
    expect(await screen.findByText('Night Shift', {}, { timeout: 10_000 })).toBeVisible();
  });
});
