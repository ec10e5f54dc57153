import { type Page, expect, test } from '@playwright/test';
import { backendStart, signInAs } from './helpers';

// Mock mode keeps the answers of the screen a user leaves (lib/query-persist.ts, decision 0029):
// the next visit shows them while the in-browser database still starts, then asks again.

const userLinks = (page: Page) =>
  page.getByRole('table', { name: 'Users' }).locator('tbody td:nth-child(1) a');

/** From the next page load on, the page's database worker never starts: it takes no message. */
function databaseThatNeverStarts() {
  const port = {
    postMessage: () => undefined,
    start: () => undefined,
    close: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    onmessage: null,
  };
  const worker = { port, addEventListener: () => undefined, removeEventListener: () => undefined };
  // Called with `new`: a function (not an arrow) that returns the stand-in.
  Object.defineProperty(window, 'SharedWorker', {
    value: function SharedWorkerStandIn() {
      return worker;
    },
  });
}

test(
  'a repeat visit shows the list the user left at once, before the database has started',
  { tag: ['@walk', '@mock-only'] },
  async ({ page }) => {
    await signInAs(page, 'admin', '/apps/user/list');
    await expect(userLinks(page).first()).toBeVisible(backendStart);
    const names = await userLinks(page).allInnerTexts();
    expect(names.length).toBeGreaterThan(0);

    await page.addInitScript(databaseThatNeverStarts);
    await page.reload();
    // Whatever the list shows now came from the kept answers: no API is running.
    await expect(
      page.getByRole('status').filter({ hasText: 'Starting demo database' }),
    ).toBeVisible();
    await expect(userLinks(page)).toHaveText(names);
  },
);
