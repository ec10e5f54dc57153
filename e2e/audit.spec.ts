import { type Page, expect, test } from '@playwright/test';
import { backendStart, expectAccessible, expectPath, signInAs, signUp, unique } from './helpers';

// The audit log (/apps/audit) and the user view's Activity card. Tests that write sign up an
// account of their own and filter the log by it: in server mode every spec of a run shares one
// database, and the log holds everyone's writes.

const logTable = (page: Page) => page.getByRole('table', { name: 'Audit log entries' });
/** The entries' rows: those with an entry's button (not the rows of an opened entry's changes). */
const logRows = (page: Page) =>
  logTable(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Changes of entry/ }) });
const taskDrawer = (page: Page, name: 'Add Task' | 'Edit Task') =>
  page.getByRole('dialog', { name });

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Picks an account in the "Who" filter by typing its e-mail (the log holds many accounts). */
async function pickPerson(page: Page, email: string): Promise<void> {
  const who = page.getByRole('combobox', { name: 'Who' });
  await who.click();
  await who.fill(email);
  await page.getByRole('option', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
}

/** Adds a task with a title through the to-do drawer. */
async function addTask(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Task' }).click();
  const drawer = taskDrawer(page, 'Add Task');
  await drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('list', { name: 'Tasks' }).getByText(title)).toBeVisible();
}

/** The diff under an opened entry: its table of field | before | after. */
const diffOf = (page: Page) => page.getByRole('table', { name: /^Recorded changes of entry/ });

test('a task renamed in the to-do app shows in the log, filtered through the URL', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const me = await signUp(page, 'audit', '/apps/todo');
  // Short, so that the summary quotes both titles.
  const title = `Draft ${unique()}`;
  await addTask(page, title);
  // A rename: an update with a before and an after.
  await page.getByRole('list', { name: 'Tasks' }).getByText(title).click();
  const editing = taskDrawer(page, 'Edit Task');
  await editing.getByRole('textbox', { name: /^Title/ }).fill(`${title} final`);
  await editing.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Task updated')).toBeVisible();

  await page.goto('/apps/audit');
  await expect(logRows(page).first()).toBeVisible(backendStart);
  await pickPerson(page, me.email);
  await expect(page).toHaveURL(/[?&]actor=\d+/);
  await choose(page, 'Resource', 'Task');
  await expect(page).toHaveURL(/[?&]resource=tasks\b/);
  await expect(logRows(page)).toHaveCount(2);
  const url = page.url();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('combobox', { name: 'Resource' })).toHaveValue('Task');
  await expect(logRows(page)).toHaveCount(2, backendStart);
  // Newest first: the rename, then the create.
  await expect(logRows(page).nth(0)).toContainText('Updated');
  await expect(logRows(page).nth(0)).toContainText(`title: ${title} → ${title} final`);
  await expect(logRows(page).nth(1)).toContainText('Created');

  await logRows(page)
    .nth(0)
    .getByRole('button', { name: /^Changes of entry/ })
    .click();
  const title_ = diffOf(page).getByRole('row', { name: /^title/ });
  await expect(title_.getByRole('cell').nth(0)).toHaveText(title);
  await expect(title_.getByRole('cell').nth(1)).toHaveText(`${title} final`);
  await expectAccessible(page, 'audit log, filtered, an entry open');

  // "All actions" drops the filter from the URL; Back brings it back.
  await choose(page, 'Action', 'Updated');
  await expect(page).toHaveURL(/[?&]action=update\b/);
  await expect(logRows(page)).toHaveCount(1);
  await choose(page, 'Action', 'All actions');
  await expect(page).not.toHaveURL(/action=/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]action=update\b/);
  await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('Updated');
});

test('a user added in the users list shows its activity, which opens the log on it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const me = await signUp(page, 'activity', '/apps/user/list');
  const id = unique();
  const fullName = `Audit Subject ${id}`;
  await page.getByRole('button', { name: 'Add New User' }).click();
  const drawer = page.getByRole('dialog', { name: 'New User' });
  await drawer.getByRole('textbox', { name: /^Full name/ }).fill(fullName);
  await drawer.getByRole('textbox', { name: /^Username/ }).fill(`subject_${id}`);
  await drawer.getByRole('textbox', { name: /^E-mail/ }).fill(`subject.${id}@example.com`);
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('textbox', { name: 'Search' }).fill(id);
  // The search reaches the URL 300 ms later; a click before that could be overtaken by it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${id}`));
  await page.getByRole('link', { name: fullName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();

  const activity = page.getByRole('table', { name: `Activity of ${fullName}` });
  await expect(activity.locator('tbody tr')).toHaveCount(1, backendStart);
  await expect(activity.locator('tbody tr').first()).toContainText('Created');
  await expect(activity.locator('tbody tr').first()).toContainText(me.email);
  await activity.getByRole('button', { name: /^Changes of entry/ }).click();
  await expect(diffOf(page).getByRole('row', { name: /^full_name/ })).toContainText(fullName);
  await expectAccessible(page, 'user view with its activity');

  // No account has this user's e-mail: "View all" is the log of this users-list row.
  await page.getByRole('link', { name: 'View all' }).click();
  await expectPath(page, '/apps/audit');
  await expect(page).toHaveURL(/[?&]resource=users\b/);
  await expect(page.getByRole('combobox', { name: 'Resource' })).toHaveValue('User');
  await expect(logRows(page)).toHaveCount(1, backendStart);
  await expect(logRows(page).first()).toContainText('Created');
});

test('a client has no menu entry for the log and is refused it', async ({ page }) => {
  await signInAs(page, 'client');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Access Control' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit Log' })).toHaveCount(0);

  // Typed in the address bar: a fresh page load, not a click in the app.
  await page.goto('/apps/audit?resource=tasks');
  await expectPath(page, '/misc/not-authorized', backendStart);
  await expect(page.getByRole('heading', { name: /You are not authorized!/ })).toBeVisible();
});

test('a new task shows in the log', { tag: '@walk' }, async ({ page }) => {
  const me = await signUp(page, 'walk', '/apps/todo');
  const title = `Walk ${unique()}`;
  await addTask(page, title);

  // By keyboard, as a person who does not use a mouse.
  const entry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', {
    name: 'Audit Log',
  });
  await entry.focus();
  await page.keyboard.press('Enter');
  await expectPath(page, '/apps/audit');
  await pickPerson(page, me.email);
  await choose(page, 'Resource', 'Task');
  await expect(page).toHaveURL(/[?&]resource=tasks\b/);
  await expect(logRows(page)).toHaveCount(1, backendStart);
  await expect(logRows(page).first()).toContainText('Created');
  await logRows(page)
    .first()
    .getByRole('button', { name: /^Changes of entry/ })
    .click();
  await expect(diffOf(page).getByRole('row', { name: /^title/ })).toContainText(title);
  await expectAccessible(page, 'audit log');
});
