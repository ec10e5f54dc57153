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

test(
  'a page other than the one left draws at once, without waiting for the database',
  { tag: ['@walk', '@mock-only'] },
  async ({ page }) => {
    await signInAs(page, 'admin', '/apps/user/list');
    await expect(userLinks(page).first()).toBeVisible(backendStart);

    await page.addInitScript(databaseThatNeverStarts);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root header')) return;
        observer.disconnect();
        performance.mark('shell-drawn');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/apps/email');
    await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Starting demo database' }),
    ).toBeVisible();
    // Waiting for the mail list's answer, the shell came the app's longest wait for answers (4 s)
    // after the route's code was in; without it, at the next render. Counted from the route's
    // load, so that a busy machine's slow page load does not count.
    const { loaded, drawn } = await page.evaluate(() => {
      const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      return { loaded: at('beacon:route-loaded'), drawn: at('shell-drawn') };
    });
    expect(drawn - loaded).toBeLessThan(2000);
  },
);

/** From the next page load on, notes whether the users list had rows when the worker was made. */
function noteRowsAtWorkerStart() {
  const Real = window.SharedWorker;
  const made: boolean[] = [];
  Object.defineProperty(window, 'workerStarts', { value: made });
  Object.defineProperty(window, 'SharedWorker', {
    value: function SharedWorkerNoted(url: string | URL, options?: WorkerOptions) {
      made.push(document.querySelector('table tbody td a') !== null);
      return new Real(url, options);
    },
  });
}

test(
  'a repeat visit draws the kept list first, then starts the database, which answers',
  { tag: ['@walk', '@mock-only'] },
  async ({ page }) => {
    await signInAs(page, 'admin', '/apps/user/list');
    await expect(userLinks(page).first()).toBeVisible(backendStart);

    await page.addInitScript(noteRowsAtWorkerStart);
    await page.reload();
    await expect(userLinks(page).first()).toBeVisible();
    // The database's start would have shared the cores with that first screen: it waits for it.
    await expect
      .poll(() => page.evaluate(() => (window as { workerStarts?: boolean[] }).workerStarts))
      .toEqual([true]);
    await expect(page.getByRole('status').filter({ hasText: 'Starting demo database' })).toBeHidden(
      backendStart,
    );
    // The API answers again: a search goes to it.
    await page.getByRole('textbox', { name: 'Search' }).fill('zz-no-such-user');
    await expect(page.getByText('No users match this search and these filters.')).toBeVisible(
      backendStart,
    );
  },
);
