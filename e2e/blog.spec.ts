import { solidPng } from './png';
import { type Page, expect, test } from '@playwright/test';
import { backendStart, expectAccessibleInBothSkins, expectPath, signUp, unique } from './helpers';

// The blog: the list with its sidebar, a post and its comments, and writing a post that saves.
// Each test signs up an account of its own: in server
// mode every spec shares one database, so no test counts on which post is the newest.

/** A 2×2 picture the store can decode. */
const png = solidPng(2, 2, [200, 60, 40]);

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const commentsList = (page: Page) =>
  page.getByRole('list', { name: 'Comments, newest first' }).getByRole('listitem');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test(
  'reads the blog: a category, a post and its comments, then comments on it',
  { tag: '@walk' },
  async ({ page }) => {
    await signUp(page, 'reader', '/pages/blog/list');
    await expect(page.getByRole('heading', { name: 'Blog List' })).toBeVisible();
    await expect(cards(page)).toHaveCount(6, backendStart);
    const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
    await expect(sidebar.getByRole('heading', { name: 'Recent Posts' })).toBeVisible();

    // A category from the sidebar filters the list, in the URL.
    await sidebar.getByRole('link', { name: /^Gaming/ }).click();
    await expect(page).toHaveURL(/tag=Gaming/);
    await expect(page.getByText('Posts tagged “Gaming”')).toBeVisible();
    const speedrun = cards(page).filter({ hasText: 'Speedrunning Made Me a Faster Video Editor' });
    await expect(speedrun).toContainText('Comments');

    // Each post is its own: title, content and its comment thread.
    await speedrun
      .getByRole('link', { name: 'Speedrunning Made Me a Faster Video Editor', exact: true })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Speedrunning Made Me a Faster Video Editor' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Routes are edits' })).toBeVisible();
    await expect(commentsList(page)).toHaveCount(10);

    // An empty comment is refused on its field; a real one comes first in the thread.
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Please write a comment')).toBeVisible();
    const text = `Useful routing advice ${unique()}`;
    await page.getByRole('textbox', { name: 'Comment', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Your comment was posted.')).toBeVisible();
    await expect(commentsList(page).first()).toContainText(text);
  },
);

test('writes and publishes a post with a featured image, finds it and comments on it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'writer', '/pages/blog/list');
  const id = unique();
  const title = `Notes from the night market ${id}`;

  await page.getByRole('link', { name: 'New post' }).click();
  await expectPath(page, '/pages/blog/new');
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();

  // The slug follows the title until it is edited.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(page.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(
    `notes-from-the-night-market-${id}`,
  );
  // The multi-select's pills box takes the click meant for its input.
  await page.getByRole('combobox', { name: 'Category', exact: true }).click({ force: true });
  await page.getByRole('option', { name: 'Food', exact: true }).click();
  await page.keyboard.press('Escape');
  await choose(page, 'Status', 'Published');
  const content = page.getByRole('textbox', { name: 'Content' });
  await content.click();
  await content.pressSequentially('Lanterns, noodles and a long queue for dumplings.');
  await page
    .getByRole('textbox', { name: 'Excerpt', exact: true })
    .fill('Where we ate after dark.');

  // A file that is no image is refused on the field; a PNG shows its preview.
  const file = page.getByLabel('Choose a featured image');
  await file.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(
    page.getByText('The featured image must be a PNG, JPEG, GIF or WebP image'),
  ).toBeVisible();
  await file.setInputFiles({ name: 'market.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'The featured image' })).toBeVisible();
  await expect(
    page.getByText('The featured image must be a PNG, JPEG, GIF or WebP image'),
  ).toBeHidden();

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(`“${title}” was saved.`)).toBeVisible();
  await expect(page).toHaveURL(/\/pages\/blog\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Lanterns, noodles and a long queue for dumplings.')).toBeVisible();
  await expect(page.getByText('No comments yet. Be the first to write one.')).toBeVisible();

  // Found in the list by its title, with its image, tag and excerpt.
  await page.goto('/pages/blog/list');
  await page.getByRole('searchbox', { name: 'Search posts' }).fill(id);
  await expect(page).toHaveURL(new RegExp(`q=${id}`));
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card).toContainText('Where we ate after dark.');
  await expect(card).toContainText('Food');
  await expect(card).toContainText('0 Comments');
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A comment under the writer's own name.
  await page.getByRole('textbox', { name: 'Comment', exact: true }).fill('First!');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(commentsList(page)).toHaveCount(1);
  await expect(commentsList(page).first()).toContainText('First!');
  await expect(page.getByRole('link', { name: '1 Comment' })).toBeVisible();

  // The edit page holds what was saved.
  await page.getByRole('link', { name: 'Edit post' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(page.getByRole('img', { name: 'The featured image' })).toBeVisible();
});

test('a slug another post has is refused on the slug field', async ({ page }) => {
  await signUp(page, 'slugger', '/pages/blog/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Another tailor story');
  const slug = page.getByRole('textbox', { name: 'Slug', exact: true });
  await slug.fill('Not a slug');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Use lower-case letters, digits and single hyphens, e.g. my-first-post'),
  ).toBeVisible();
  await slug.fill('what-a-tailor-taught-me-about-designing-interfaces');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Another post already uses this slug')).toBeVisible(backendStart);
  await expect(slug).toBeFocused();
  await expectPath(page, '/pages/blog/new');
});

test('an unknown post is not found; the bare detail address opens the newest post', async ({
  page,
}) => {
  await signUp(page, 'lost', '/pages/blog/detail/999999');
  await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible(backendStart);
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expectPath(page, '/pages/blog/list');
  await page.goto('/pages/blog/detail');
  await expect(page).toHaveURL(/\/pages\/blog\/detail\/\d+$/, backendStart);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('list, post and edit screens pass axe in light and dark', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'axe', '/pages/blog/list');
  await expect(cards(page)).toHaveCount(6, backendStart);
  await expectAccessibleInBothSkins(page, 'blog list');

  await page.goto('/pages/blog/detail/1');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'What a Tailor Taught Me About Designing Interfaces',
    }),
  ).toBeVisible(backendStart);
  await expect(commentsList(page)).toHaveCount(10);
  await expectAccessibleInBothSkins(page, 'blog post');

  await page.goto('/pages/blog/edit/1');
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'What a Tailor Taught Me About Designing Interfaces',
    backendStart,
  );
  await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
  await expectAccessibleInBothSkins(page, 'blog edit');
});
