import { expect, test } from '@playwright/test';
import { signInAs } from './helpers';

declare global {
  interface Window {
    /** The page's items (rows, mails, chats) on screen when the shell's header first appeared. */
    itemsWithShell?: number;
  }
}

/** Pages whose loaders ask for their first screen's answers, and what those answers draw. */
const pages = [
  { path: '/apps/user/list', items: '#root table tbody tr' },
  { path: '/apps/invoice/list', items: '#root table tbody tr' },
  { path: '/apps/email', items: '#root ul[aria-label="Emails"] > li' },
  { path: '/apps/chat', items: '#root section ul > li' },
];

// A signed-in page load draws its first screen once, complete: the shell does not appear first
// and the rows a moment later (each of those draws was a long task of its own on a phone).
for (const { path, items } of pages) {
  test(`a signed-in load of ${path} draws the shell with the page's items, not before them`, async ({
    page,
  }) => {
    await page.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root header')) return;
        observer.disconnect();
        window.itemsWithShell = document.querySelectorAll(selector).length;
      }).observe(document, { childList: true, subtree: true });
    }, items);
    await signInAs(page, 'admin', path);
    await expect(page.locator(items).first()).toBeVisible();
    const shown = await page.locator(items).count();
    expect(await page.evaluate(() => window.itemsWithShell)).toBe(shown);
  });
}
