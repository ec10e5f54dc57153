import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { signInAs } from '../../../test/session';

const slow = { timeout: 10_000 };

describe('basic cards page', { timeout: 30_000 }, () => {
  it('shows every kind of card, with images described and links that lead somewhere', async () => {
    signInAs('admin');
    const { user, router } = await renderRoute('/cards/basic');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Basic cards' }, slow),
    ).toBeVisible();
    for (const title of ['Content card', 'Card with an image', 'List group', 'Kitchen sink']) {
      expect(screen.getByRole('region', { name: title })).toBeVisible();
    }
    expect(
      screen.getByRole('img', { name: "A yellow tailor's tape measure on a peach background" }),
    ).toBeVisible();

    // No link or button points nowhere.
    const targets = screen
      .getAllByRole('link')
      .filter((link) => link.closest('main'))
      .map((link) => link.getAttribute('href'));
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.every((href) => href?.startsWith('/'))).toBe(true);

    const list = within(screen.getByRole('region', { name: 'List group' }));
    await user.click(list.getByRole('link', { name: 'Invoices' }));
    expect(router.state.location.pathname).toBe('/apps/invoice/list');
  });
});
