import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

declare global {
  interface Window {
    /** Rows in the users table when the shell's header first appeared. */
    rowsWithShell?: number;
  }
}

// A signed-in page load draws its first screen once, complete: the shell does not appear first
// and the rows a moment later (each of those draws was a long task of its own on a phone).
test("a signed-in page load draws the shell with the page's rows, not before them", async ({
  page,
}) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#root header')) return;
      observer.disconnect();
      window.rowsWithShell = document.querySelectorAll('#root table tbody tr').length;
    }).observe(document, { childList: true, subtree: true });
  });
  await signInAs(page, 'admin', '/apps/user/list');
  const rows = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => window.rowsWithShell)).toBe(await rows.count());
});
