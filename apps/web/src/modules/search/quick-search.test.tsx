import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { QuickSearch } from './quick-search';
import { closeQuickSearch } from './quick-search-keys';
import { serveSearch } from './test-search';

// The keys' state is the page's, and a worker's test files share their modules.
afterEach(closeQuickSearch);

/**
 * Keys pressed where the focus is, all in one go: nothing renders in between, as when a person
 * types faster than the palette's code arrives. Returns whether each reached the page.
 */
const pressAtOnce = (...keys: KeyboardEventInit[]) =>
  keys.map((init) =>
    (document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }),
    ),
  );
const ctrlK = { key: 'k', code: 'KeyK', ctrlKey: true };
const letters = (text: string) =>
  [...text].map((key) => ({ key, code: `Key${key.toUpperCase()}` }));

const options = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .queryAllByRole('option')
    .map((option) => option.querySelector('.mantine-Spotlight-actionLabel')?.textContent);

describe('quick search in the shell', () => {
  it('puts what was typed right after Ctrl+K in the field, caret at its end, without a navbar', async () => {
    signInAs('admin');
    serveSearch();
    const { user } = await renderWithProviders(<QuickSearch />);
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(pressAtOnce(ctrlK, ...letters('inv'))).toEqual([false, false, false, false]);
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(field).toHaveValue('inv'));
    expect(field).toHaveFocus();
    expect(field).toHaveProperty('selectionStart', 3);
    await waitFor(() =>
      expect(options('Pages')).toEqual([
        'Invoice List',
        'Invoice Preview',
        'Invoice Edit',
        'Invoice Add',
      ]),
    );

    // From now on the keys are the field's own, after the kept ones.
    await user.keyboard('o');
    expect(field).toHaveValue('invo');
  });

  it('lists the bookmarks first while nothing is typed, which opens them on a phone too', async () => {
    signInAs('admin');
    serveSearch();
    const { user, router } = await renderWithProviders(<QuickSearch />);
    pressAtOnce(ctrlK);
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await waitFor(() =>
      expect(options('Bookmarks')).toEqual(['Email', 'Chat', 'Todo', 'Calendar']),
    );
    // Typed: the matches are the pages' group's.
    await user.type(field, 'cal');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Bookmarks' })).toBeNull());
    await user.clear(field);
    await user.click(
      await within(await screen.findByRole('group', { name: 'Bookmarks' })).findByRole('option', {
        name: 'Calendar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/calendar'));
  });

  it('leaves Ctrl+K and the keys after it to the page for a user who may not search', async () => {
    signInAs('client');
    await renderWithProviders(<QuickSearch />);
    expect(pressAtOnce(ctrlK, ...letters('inv'))).toEqual([true, true, true, true]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
