import { type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signInAs,
  signUp,
} from './helpers';

// The to-do screen: sidebar filters and tags, search, sort, the task drawer (add, edit, delete,
// restore), completion, the important flag and the dragged order. The walk signs up a user of its
// own, who starts with no tasks: in server mode every spec of a run shares one database.

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' });
/** The titles of the rows, in order (a row's one <button> is its title, which opens it). */
const titles = (page: Page) =>
  taskList(page).getByRole('listitem').locator('button').allInnerTexts();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search task' });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Task filters' });
const drawer = (page: Page, name: 'Add Task' | 'Edit Task') => page.getByRole('dialog', { name });
const noItems = (page: Page) => page.getByText('No Items Found');

/** Follows a sidebar link ("My Tasks", "Important", a tag…) and waits for its path. */
async function show(page: Page, link: string, path: string): Promise<void> {
  await filters(page).getByRole('link', { name: link, exact: true }).click();
  await expectPath(page, path);
}

async function sortBy(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Sort tasks' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function openAddTask(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add Task' }).click();
  await expect(drawer(page, 'Add Task').getByRole('textbox', { name: 'Description' })).toBeVisible(
    backendStart,
  );
}

/** Adds a task with a title and tags through the drawer. */
async function addTask(page: Page, title: string, tags: string[]): Promise<void> {
  await openAddTask(page);
  const dialog = drawer(page, 'Add Task');
  await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
  // The tags' list stays open while tags are picked (a click on the field would close it).
  await dialog.getByRole('combobox', { name: 'Tags' }).click();
  for (const tag of tags) await page.getByRole('option', { name: tag, exact: true }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(taskList(page).getByRole('button', { name: title, exact: true })).toBeVisible();
}

/** Opens a task's drawer from its row. */
async function openTask(page: Page, title: string): Promise<void> {
  await taskList(page).getByRole('button', { name: title, exact: true }).click();
  await expect(drawer(page, 'Edit Task').getByRole('textbox', { name: /^Title/ })).toHaveValue(
    title,
  );
}

test(
  'add, filter, search, sort, complete, star, delete, restore and drag tasks; a reload keeps it all',
  { tag: '@walk' },
  async ({ page }) => {
    // A long walk with axe on three screens in two skins; in mock mode each page load also starts
    // the database in the browser again.
    test.setTimeout(300_000);
    await signUp(page, 'todo', '/apps/todo');
    await expect(noItems(page)).toBeVisible(backendStart);

    // An empty title is refused inline; then the first task with all its fields.
    await openAddTask(page);
    const adding = drawer(page, 'Add Task');
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(adding.getByText('Please enter a valid task title')).toBeVisible();
    await expectAccessibleInBothSkins(page, 'task drawer', () => openAddTask(page));
    await adding.getByRole('textbox', { name: /^Title/ }).fill('Alpha report');
    await adding.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Lucas Moreau' }).click();
    const now = new Date();
    const month = now.toLocaleString('en-US', { month: 'long' });
    await adding.getByRole('button', { name: /^Due Date/ }).click();
    await page.getByRole('button', { name: `15 ${month} ${now.getFullYear()}` }).click();
    await adding.getByRole('combobox', { name: 'Tags' }).click();
    await page.getByRole('option', { name: 'Team', exact: true }).click();
    await adding.getByRole('textbox', { name: 'Description' }).fill('Numbers for the quarter');
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Task added')).toBeVisible();
    await expect(adding).toBeHidden();
    const alpha = taskList(page).getByRole('listitem').filter({ hasText: 'Alpha report' });
    await expect(alpha.getByText('Team')).toBeVisible();
    await expect(alpha.getByText(`${month.slice(0, 3)} 15`)).toBeVisible();
    await expect(alpha.getByRole('img', { name: 'Lucas Moreau' })).toBeVisible();

    await addTask(page, 'Bravo budget', ['Low']);
    await addTask(page, 'Charlie call', ['Team', 'High']);
    // No sort chosen: the user's own order, newest on top until they drag.
    await expect.poll(() => titles(page)).toEqual(['Charlie call', 'Bravo budget', 'Alpha report']);
    await expectAccessibleInBothSkins(page, 'to-do list');

    // A tag, then a search within it (debounced, in the URL).
    await show(page, 'Team', '/apps/todo/tag/team');
    await expect.poll(() => titles(page)).toEqual(['Charlie call', 'Alpha report']);
    await searchBox(page).fill('alpha');
    await expect(page).toHaveURL(/[?&]q=alpha\b/);
    await expect.poll(() => titles(page)).toEqual(['Alpha report']);
    await searchBox(page).fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await show(page, 'My Tasks', '/apps/todo');

    // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
    // mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // Sort A-Z; dragging is off until Reset Sort.
    await sortBy(page, 'Sort A-Z');
    await expect(page).toHaveURL(/[?&]sortBy=title-asc\b/);
    await expect.poll(() => titles(page)).toEqual(['Alpha report', 'Bravo budget', 'Charlie call']);
    await expect(page.getByRole('button', { name: /^Move task/ })).toHaveCount(0);
    await sortBy(page, 'Reset Sort');
    await expect(page).not.toHaveURL(/[?&]sortBy=/);
    await expect.poll(() => titles(page)).toEqual(['Charlie call', 'Bravo budget', 'Alpha report']);

    // Complete from the row; it shows under Completed.
    await page.getByRole('checkbox', { name: 'Bravo budget' }).check();
    await show(page, 'Completed', '/apps/todo/completed');
    await expect.poll(() => titles(page)).toEqual(['Bravo budget']);
    await expect(page.getByRole('checkbox', { name: 'Bravo budget' })).toBeChecked();

    // Important from the drawer's star.
    await show(page, 'My Tasks', '/apps/todo');
    await openTask(page, 'Charlie call');
    const editing = drawer(page, 'Edit Task');
    await editing.getByRole('button', { name: 'Important' }).click();
    await expect(editing.getByRole('button', { name: 'Important' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await editing.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Task updated')).toBeVisible();
    await show(page, 'Important', '/apps/todo/important');
    await expect.poll(() => titles(page)).toEqual(['Charlie call']);

    // Delete: gone from My Tasks, found under Deleted, restored from there.
    await show(page, 'My Tasks', '/apps/todo');
    await openTask(page, 'Alpha report');
    await expect(editing.getByRole('textbox', { name: 'Description' })).toHaveText(
      'Numbers for the quarter',
    );
    await editing.getByRole('button', { name: 'Delete task' }).click();
    await expect(page.getByText('Task moved to Deleted')).toBeVisible();
    await expect.poll(() => titles(page)).toEqual(['Charlie call', 'Bravo budget']);
    await show(page, 'Deleted', '/apps/todo/deleted');
    await expect.poll(() => titles(page)).toEqual(['Alpha report']);
    await expectAccessibleInBothSkins(page, 'deleted tasks');
    await openTask(page, 'Alpha report');
    await editing.getByRole('button', { name: 'Restore task' }).click();
    await expect(page.getByText('Task restored')).toBeVisible();
    await expect(noItems(page)).toBeVisible();
    await show(page, 'My Tasks', '/apps/todo');
    await expect.poll(() => titles(page)).toEqual(['Charlie call', 'Bravo budget', 'Alpha report']);

    // Drag by keyboard: the handle, Space, two steps up, Space.
    await page.getByRole('button', { name: 'Move task: Alpha report' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Picked up Alpha report, position 3 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Alpha report is at position 2 of 3.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Alpha report is at position 1 of 3.')).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText('Dropped Alpha report at position 1 of 3.')).toBeAttached();
    await expect.poll(() => titles(page)).toEqual(['Alpha report', 'Charlie call', 'Bravo budget']);
    // Another view and back: the list comes from the server again, in the saved order.
    await show(page, 'Important', '/apps/todo/important');
    await expect.poll(() => titles(page)).toEqual(['Charlie call']);
    await show(page, 'My Tasks', '/apps/todo');
    await expect.poll(() => titles(page)).toEqual(['Alpha report', 'Charlie call', 'Bravo budget']);

    await page.reload();
    await expect(taskList(page)).toBeVisible(backendStart);
    await expect.poll(() => titles(page)).toEqual(['Alpha report', 'Charlie call', 'Bravo budget']);
    await expect(page.getByRole('checkbox', { name: 'Bravo budget' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Alpha report' })).not.toBeChecked();
    await show(page, 'Important', '/apps/todo/important');
    await expect.poll(() => titles(page)).toEqual(['Charlie call']);
    await show(page, 'Deleted', '/apps/todo/deleted');
    await expect(noItems(page)).toBeVisible();
  },
);

test('at 360 px the filters and tags open in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin', '/apps/todo');
  await expect(taskList(page)).toBeVisible(backendStart);
  await expect(page.getByRole('link', { name: 'Important' })).toBeHidden();

  const sidebar = page.getByRole('dialog', { name: 'Filters and tags' });
  const openSidebar = async () => {
    await page.getByRole('button', { name: 'Show filters and tags' }).click();
    await expect(sidebar).toBeVisible();
  };
  await openSidebar();
  await expectAccessibleInBothSkins(page, 'to-do sidebar drawer, 360 px', openSidebar);
  await sidebar.getByRole('link', { name: 'High', exact: true }).click();
  await expectPath(page, '/apps/todo/tag/high');
  await expect(sidebar).toBeHidden();
  await expect(taskList(page).getByRole('listitem').first()).toBeVisible();
  // Every row shown carries the tag.
  const rows = taskList(page).getByRole('listitem');
  for (const row of await rows.all()) await expect(row.getByText('High')).toBeVisible();
});
