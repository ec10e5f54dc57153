import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ComingSoonPage } from './coming-soon-page';

describe('coming soon page', () => {
  it('checks the address inline, then confirms it', async () => {
    const { user } = await renderWithProviders(<ComingSoonPage />, { path: '/misc/coming-soon' });
    const notify = screen.getByRole('button', { name: 'Notify me' });
    const field = screen.getByRole('textbox', { name: 'Email' });

    await user.click(notify);
    expect(screen.getByText('Enter your e-mail address')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'reader@example');
    expect(screen.queryByText('Enter your e-mail address')).toBeNull();
    await user.click(notify);
    expect(screen.getByText('Enter a valid e-mail address, like john@example.com')).toBeVisible();

    await user.type(field, '.com');
    await user.click(notify);
    expect(screen.getByRole('status')).toHaveTextContent(
      "We'll write to reader@example.com as soon as we launch.",
    );
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });
});
