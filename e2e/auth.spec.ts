import { type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  emailField,
  expectAccessible,
  expectPath,
  passwordField,
  signInAs,
  signOut,
  submitLogin,
} from './helpers';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('sign in', () => {
  test('the login page lists the demo accounts and refuses a wrong password inline', async ({
    page,
  }) => {
    await page.goto('/login');
    const demo = page.getByRole('note');
    await expect(demo).toContainText('admin@demo.com | admin');
    await expect(demo).toContainText('client@demo.com | client');
    // Pre-filled with the admin pair, so a demo's visitor signs in at once.
    await expect(emailField(page)).toHaveValue(accounts.admin.email);
    await expectAccessible(page, 'login');

    await submitLogin(page, accounts.admin.email, 'not-the-password');
    await expect(page.getByText('Email or Password is Invalid')).toBeVisible(backendStart);
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expectPath(page, '/login');
    await expectAccessible(page, 'login with an error');
  });

  test('server mode paints the sign-in form before its script, and keeps what was typed meanwhile', async ({
    page,
    browser,
  }, testInfo) => {
    // Mock mode runs only the tests tagged @walk: this one is server mode's (prerender-plugin.ts).
    // No script file arrives: the page's own inline guard is all that runs.
    const bare = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await bare.route(/\.js$/, (route) => route.abort());
    await bare.goto('/register');
    await expect(bare.getByRole('heading', { level: 1 })).toContainText('Adventure starts here');
    await expect(bare.getByLabel('Username')).toBeVisible();
    await bare.close();

    // The script held back while the user types and presses: all of it counts once it has run.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/guest-lite-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await emailField(page).fill('client@demo.com');
    await passwordField(page).fill('client');
    // Pressed before the script runs: not sent by the browser (no password in the URL), but by
    // the form once ready.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    release();
    await expectPath(page, '/access-control');
  });

  test(
    'admin signs in to the dashboard, stays signed in on reload, and signs out',
    { tag: '@walk' },
    async ({ page }) => {
      await signInAs(page, 'admin');
      const heading = page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' });
      await expect(heading).toBeVisible();
      // The menu entry that client must not see (checked by the next test).
      await expect(mainMenu(page).getByRole('button', { name: 'User' })).toBeVisible();

      await page.reload();
      await expectPath(page, accounts.admin.home);
      await expect(heading).toBeVisible();

      await signOut(page);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
      // The session is gone: the list sends a visitor back to sign in.
      await page.goto('/apps/user/list');
      await expectPath(page, '/login');
      await expect(passwordField(page)).toBeVisible();
    },
  );
});

test.describe('access control', () => {
  test('client lands on Access Control, has no users menu, and is refused the users list', async ({
    page,
  }) => {
    await signInAs(page, 'client');
    await expect(page.getByRole('heading', { name: 'Access Control' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Access Control' })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: 'User' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: /^(users?|list)$/i })).toHaveCount(0);
    await expect(page.locator('a[href^="/apps/user"]')).toHaveCount(0);
    await expectAccessible(page, 'access control (client)');

    // Typed in the address bar: a fresh page load, not a click in the app.
    await page.goto('/apps/user/list');
    await expectPath(page, '/misc/not-authorized');
    await expect(page.getByRole('heading', { name: /You are not authorized!/ })).toBeVisible();
    await expectAccessible(page, 'not authorized');
  });
});
