import { type Page, expect, test } from '@playwright/test';
import { backendStart, signUp, unique } from './helpers';

// Lists refresh themselves when another tab or another user writes (decision 0025): the server
// announces each committed write on the list's live topic, and the page reloads that list. No
// reload, no polling: the second page only writes.

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' });

/** A write through the API with the session this page holds, as another screen would make it. */
async function post(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { path, body },
  );
}

test(
  'a task added in another tab appears in the open to-do list without a reload',
  { tag: '@walk' },
  async ({ page }) => {
    await signUp(page, 'livetab', '/apps/todo');
    // A new account has no tasks yet.
    await expect(page.getByText('No Items Found')).toBeVisible(backendStart);
    const other = await page.context().newPage();
    await other.goto('/apps/todo');
    await expect(other.getByText('No Items Found')).toBeVisible(backendStart);

    const title = `Live task ${unique()}`;
    const addTask = other.getByRole('button', { name: 'Add Task' });
    await addTask.click();
    const drawer = other.getByRole('dialog', { name: 'Add Task' });
    await drawer.getByRole('textbox', { name: /^Title/ }).fill(title);
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(drawer).toBeHidden();

    await expect(taskList(page).getByRole('button', { name: title, exact: true })).toBeVisible();
  },
);

// Server mode only (untagged): another person needs another session on a shared server.
test('a user added by another admin appears in the open users list', async ({ page, browser }) => {
  const email = `live.${unique()}@example.com`;
  // The list hears of writes committed once it has subscribed (after its first paint): the other
  // admin writes after that, as a person would, however fast the second sign-up is.
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        if (/"subscribe".*"list:users"/.test(String(payload))) resolve();
      }),
    );
  });
  await signUp(page, 'livewatch', `/apps/user/list?q=${encodeURIComponent(email)}`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(page.getByText('No users match this search and these filters.')).toBeVisible(
    backendStart,
  );

  await subscribed;
  const other = await (await browser.newContext()).newPage();
  await signUp(other, 'livewrite', '/apps/user/list');
  expect(
    await post(other, '/apps/users/add-user', {
      fullName: 'Lively Newcomer',
      username: `lively_${unique()}`,
      email,
      role: 'editor',
      currentPlan: 'team',
    }),
  ).toBe(201);

  await expect(rows.filter({ hasText: 'Lively Newcomer' })).toHaveCount(1);
});
