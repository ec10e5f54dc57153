import { solidPng } from './png';
import { type Page, expect, test } from '@playwright/test';
import { backendStart, signOut, signUp, unique } from './helpers';

// Blog pictures from the file store: a writer publishes a post with a featured image and a
// picture inside its text; another signed-in reader sees both (read with their own token, shown
// from blob: URLs); the quick search finds an uploaded picture by its name and downloads it.
// The names are the test's own: in server mode every spec shares one database.

/** A 2×2 picture the store can decode. */
const png = solidPng(2, 2, [200, 60, 40]);

const palette = (page: Page) => page.getByRole('dialog', { name: 'Quick search' });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('publishes a post with store pictures that a reader sees, and finds a picture in the quick search', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = unique();
  const title = `Lantern festival ${id}`;
  const inside = `lantern-${id}`;
  await signUp(page, 'photowriter', '/pages/blog/new');

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await choose(page, 'Status', 'Published');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click(backendStart);
  await content.pressSequentially('Paper lanterns over the river.');

  // A picture inside the text: uploaded, then shown in the editor from a blob: URL.
  await page.getByTestId('insert-image-input').setInputFiles({
    name: `${inside}.png`,
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(content.getByRole('img', { name: inside })).toHaveAttribute(
    'src',
    /^blob:/,
    backendStart,
  );

  // The featured image: uploaded and previewed.
  await page
    .getByLabel('Choose a featured image')
    .setInputFiles({ name: `cover-${id}.png`, mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'The featured image' })).toHaveAttribute(
    'src',
    /^blob:/,
    backendStart,
  );

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/pages\/blog\/detail\/\d+$/, backendStart);
  const postUrl = new URL(page.url()).pathname;

  // Another account reads it: both pictures show.
  await signOut(page);
  await signUp(page, 'photoreader', postUrl);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible(backendStart);
  await expect(article.getByRole('img', { name: inside })).toHaveAttribute('src', /^blob:/);
  await expect(article.locator('img[src^="blob:"]')).toHaveCount(2);

  // The quick search finds the picture by name in the Files group; choosing it downloads it.
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox', { name: 'Search' }).fill(inside);
  const found = palette(page)
    .getByRole('group', { name: 'Files' })
    .getByRole('option', { name: new RegExp(inside) });
  await expect(found).toBeVisible(backendStart);
  const download = page.waitForEvent('download');
  await found.click();
  expect((await download).suggestedFilename()).toBe(`${inside}.png`);
});
