import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GuestLayout } from './guest-layout';

// The small sign-in entry works the same two controls of the prerendered page (entry/guest-lite/,
// walked by e2e/sign-in-light.spec.ts): both keep the choice under the app's own keys.
describe('the sign-in pages’ language and skin', () => {
  it('switch the page to French, right to left for Arabic, and keep the choice', async () => {
    const { user } = await renderWithProviders(
      <GuestLayout>
        <p>page</p>
      </GuestLayout>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Langue' }), 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(localStorage.getItem('direction')).toBe('true');
  });

  it('turn the dark skin on and off, as the app keeps it', async () => {
    const { user } = await renderWithProviders(
      <GuestLayout>
        <p>page</p>
      </GuestLayout>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark skin' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-skin', 'dark');
    expect(localStorage.getItem('skin')).toBe('"dark"');
    await user.click(toggle);
    expect(localStorage.getItem('skin')).toBe('"light"');
  });
});
