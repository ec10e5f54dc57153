import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signInAs } from '../../test/session';
import { BookmarksBar } from './bookmarks-bar';
import { serveSearch } from './test-search';

const bar = () => within(screen.getByRole('navigation', { name: 'Bookmarks' }));
const barTitles = () =>
  bar()
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

async function openPicker(user: Awaited<ReturnType<typeof renderWithProviders>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add or remove bookmarks' }));
  return within(await screen.findByRole('dialog'));
}

describe('navbar bookmarks', () => {
  it('shows the default bookmarks as links to their pages', async () => {
    signInAs('admin');
    serveSearch();
    await renderWithProviders(<BookmarksBar />);
    await waitFor(() =>
      expect(barTitles()).toEqual([
        'Bookmark: Email',
        'Bookmark: Chat',
        'Bookmark: Todo',
        'Bookmark: Calendar',
      ]),
    );
    expect(bar().getByRole('link', { name: 'Bookmark: Calendar' })).toHaveAttribute(
      'href',
      '/apps/calendar',
    );
  });

  it('adds a bookmark from the star dropdown at once, and removes it again', async () => {
    signInAs('admin');
    const api = serveSearch();
    const { user } = await renderWithProviders(<BookmarksBar />);
    await waitFor(() => expect(barTitles()).toHaveLength(4));
    const picker = await openPicker(user);
    await user.type(picker.getByRole('textbox', { name: 'Find a page' }), 'perm');
    expect(picker.getAllByRole('listitem')).toHaveLength(1);
    const star = picker.getByRole('button', { name: 'Bookmark Permissions' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(barTitles()).toContain('Bookmark: Permissions'));
    expect(api.callsTo('POST /api/bookmarks/update')[0]?.body).toEqual({ id: 119 });

    await user.click(star);
    await waitFor(() => expect(barTitles()).not.toContain('Bookmark: Permissions'));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(api.callsTo('POST /api/bookmarks/update')).toHaveLength(2);
  });

  it('puts the star back and says so when the server refuses', async () => {
    signInAs('admin');
    serveSearch({ failToggle: true });
    const { user } = await renderWithProviders(<BookmarksBar />);
    await waitFor(() => expect(barTitles()).toHaveLength(4));
    const picker = await openPicker(user);
    const star = picker.getByRole('button', { name: 'Bookmark Email' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await user.click(star);
    expect(await screen.findByText('The bookmark was not saved')).toBeVisible();
    expect(screen.getByText('Email is as it was. Please try again.')).toBeVisible();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(barTitles()).toContain('Bookmark: Email');
  });

  it('lists pages matching the translated title, and says when none does', async () => {
    signInAs('admin');
    serveSearch();
    const { user } = await renderWithProviders(<BookmarksBar />);
    await waitFor(() => expect(barTitles()).toHaveLength(4));
    const picker = await openPicker(user);
    const field = picker.getByRole('textbox', { name: 'Find a page' });
    await user.type(field, 'invoice');
    expect(picker.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Invoice List',
      'Invoice Preview',
      'Invoice Edit',
      'Invoice Add',
    ]);
    await user.type(field, 'zz');
    expect(picker.getByText('No page matches')).toBeVisible();
  });

  it('puts the eleventh bookmark and later ones in a "more" menu', async () => {
    signInAs('admin');
    serveSearch();
    const { user } = await renderWithProviders(<BookmarksBar />);
    await waitFor(() => expect(barTitles()).toHaveLength(4));
    const picker = await openPicker(user);
    const stars = picker.getAllByRole('button', { name: /^Bookmark / });
    for (const star of stars.filter((s) => s.getAttribute('aria-pressed') === 'false').slice(0, 8))
      await user.click(star);
    await waitFor(() => expect(barTitles()).toHaveLength(10));
    await user.keyboard('{Escape}');
    await user.click(bar().getByRole('button', { name: 'More bookmarks' }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
  });
});
