import { type Page, expect, test } from '@playwright/test';
import { backendStart, expectAccessibleInBothSkins, expectPath, signInAs, signUp } from './helpers';

// Quick search: found and opened by keyboard alone, "No results", axe with the palette open.
// Bookmarks: one added from the star dropdown, kept over a reload, then removed, on an account of
// the test's own (bookmarks are personal; in server mode specs share one database).

const palette = (page: Page) => page.getByRole('dialog', { name: 'Quick search' });
const searchField = (page: Page) => palette(page).getByRole('combobox', { name: 'Search' });
const group = (page: Page, name: string) => palette(page).getByRole('group', { name });
const bookmarksBar = (page: Page) => page.getByRole('navigation', { name: 'Bookmarks' });

/** Ctrl+K from wherever the focus is; the search field takes it. */
async function openWithKeyboard(page: Page) {
  await expect(page.getByRole('button', { name: 'Quick search' })).toBeVisible(backendStart);
  await page.keyboard.press('Control+k');
  await expect(searchField(page)).toBeFocused();
}

test(
  'find the invoice list with the keyboard and open it; "No results"; axe with the palette open',
  { tag: '@walk' },
  async ({ page }, testInfo) => {
    await signInAs(page, 'admin');
    await openWithKeyboard(page);
    await searchField(page).pressSequentially('invo');
    const pages = group(page, 'Pages');
    await expect(pages.getByRole('option')).toHaveText([
      'Invoice List',
      'Invoice Preview',
      'Invoice Edit',
      'Invoice Add',
    ]);
    // Every invoice's PDF is named "Invoice #….pdf": four of them, by their clients.
    await expect(group(page, 'Files').getByRole('option')).toHaveCount(4, backendStart);

    // The first entry is selected; the arrows move the selection, Enter opens it.
    const list = pages.getByRole('option', { name: 'Invoice List' });
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(pages.getByRole('option', { name: 'Invoice Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowUp');
    await expect(list).toHaveAttribute('aria-selected', 'true');
    await expect(searchField(page)).toHaveAttribute(
      'aria-activedescendant',
      (await list.getAttribute('id')) ?? '',
    );
    await expect(searchField(page)).toHaveValue('invo');
    await page.keyboard.press('Enter');
    await expectPath(page, '/apps/invoice/list');
    await expect(palette(page)).toBeHidden();

    // A query nothing matches: every group keeps its header and says so. Esc closes.
    await openWithKeyboard(page);
    await expect(searchField(page)).toHaveValue('');
    await searchField(page).fill('qqzzxv');
    for (const name of ['Pages', 'Files', 'Contacts']) {
      await expect(group(page, name).getByText('No results')).toBeVisible(backendStart);
    }
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();

    // The same UI in both modes: axe runs in server mode, keeping mock mode's walk short for CI.
    if (testInfo.project.name === 'mock') return;
    await expectAccessibleInBothSkins(page, 'quick search', async () => {
      await openWithKeyboard(page);
      await searchField(page).fill('in');
      await expect(group(page, 'Contacts').getByRole('option').first()).toBeVisible(backendStart);
    });
  },
);

test('bookmark a page from the star dropdown, see it after a reload, and remove it', async ({
  page,
}) => {
  await signUp(page, 'bookmarks');
  const bar = bookmarksBar(page);
  // A new account has the default bookmarks.
  await expect(bar.getByRole('link')).toHaveCount(4, backendStart);
  await expect(bar.getByRole('link', { name: 'Bookmark: Email' })).toHaveAttribute(
    'href',
    '/apps/email',
  );

  const star = page.getByRole('button', { name: 'Add or remove bookmarks' });
  const picker = page.getByRole('dialog', { name: 'Add or remove bookmarks' });
  const openPicker = async () => {
    await star.click();
    await expect(picker.getByRole('textbox', { name: 'Find a page' })).toBeFocused();
  };
  const toggle = async (expected: 'true' | 'false') => {
    await picker.getByRole('textbox', { name: 'Find a page' }).fill('perm');
    const permissions = picker.getByRole('button', { name: 'Bookmark Permissions' });
    await expect(picker.getByRole('listitem')).toHaveCount(1);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/bookmarks/update'));
    await permissions.click();
    // At once on screen, before the server has answered.
    await expect(permissions).toHaveAttribute('aria-pressed', expected);
    expect((await saved).status()).toBe(200);
  };

  await openPicker();
  await toggle('true');
  await expect(bar.getByRole('link', { name: 'Bookmark: Permissions' })).toBeVisible();
  await expectAccessibleInBothSkins(page, 'bookmarks dropdown', openPicker);
  await page.keyboard.press('Escape');

  await page.reload();
  const bookmark = bar.getByRole('link', { name: 'Bookmark: Permissions' });
  await expect(bookmark).toBeVisible(backendStart);
  await expect(bar.getByRole('link')).toHaveCount(5);
  await bookmark.click();
  await expectPath(page, '/apps/permissions');

  await openPicker();
  await toggle('false');
  await expect(bar.getByRole('link', { name: 'Bookmark: Permissions' })).toHaveCount(0);
  await page.reload();
  await expect(bar.getByRole('link')).toHaveCount(4, backendStart);
  await expect(bar.getByRole('link', { name: 'Bookmark: Permissions' })).toHaveCount(0);
});
