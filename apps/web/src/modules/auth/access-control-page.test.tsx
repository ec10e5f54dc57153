import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { AccessControlPage } from './access-control-page';

describe('access control page', () => {
  it('shows the Analytics card to admin', async () => {
    signInAs('admin');
    await renderWithProviders(<AccessControlPage />);
    expect(screen.getByRole('region', { name: 'Common' })).toHaveTextContent(
      'No ability is required to view this card',
    );
    expect(screen.getByRole('region', { name: 'Analytics' })).toBeVisible();
  });

  it('hides it from client, who cannot read Analytics', async () => {
    signInAs('client');
    await renderWithProviders(<AccessControlPage />);
    expect(screen.getByRole('region', { name: 'Common' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Analytics' })).toBeNull();
  });
});
