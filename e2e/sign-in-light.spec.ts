import { type Page, expect, test } from '@playwright/test';
import { accounts, emailField, expectAccessible, expectPath, passwordField } from './helpers';

// Server mode's sign-in pages work from a small entry, before any of React, Mantine's code or the
// app has run (apps/web/src/entry/guest-lite/). These tests refuse every other script: what they
// do is the small entry's alone. Mock mode has no prerendered pages (it runs only @walk tests).

/**
 * The scripts a signed-out sign-in page may run: index.html's own module and the files its preload
 * script names for the small entry (`f=g?[…]`, apps/web/build/entry-preload-plugin.ts).
 */
async function smallEntryFiles(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get('/login')).text();
  const main = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  const listed = /f=g\?(\[[^\]]*\])/.exec(html)?.[1];
  if (!main || !listed) throw new Error('the login page names no entry files');
  return new Set([main, ...(JSON.parse(listed) as string[])]);
}

/** Refuses any other script until the returned function is called (then lets all through). */
async function blockReact(page: Page): Promise<{ open: () => void; refused: string[] }> {
  const allowed = await smallEntryFiles(page);
  const refused: string[] = [];
  let open = false;
  await page.route(/\.js$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (open || allowed.has(path)) return route.continue();
    refused.push(path);
    return route.abort();
  });
  return { open: () => (open = true), refused };
}

const interactive = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('beacon-interactive').length > 0);

const signInButton = (page: Page, name = 'Sign in') =>
  page.getByRole('button', { name, exact: true });

test('the login page works without React: password, messages, language, skin, and a keyboard sign-in', async ({
  page,
}) => {
  const blocked = await blockReact(page);
  await page.goto('/login');
  await interactive(page);

  // The eye shows the characters.
  const toggle = page.getByRole('button', { name: 'Show or hide characters' });
  await expect(passwordField(page)).toHaveAttribute('type', 'password');
  await toggle.click();
  await expect(passwordField(page)).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // Empty: the React form's messages, under their fields, as Mantine draws them.
  await emailField(page).fill('');
  await passwordField(page).fill('');
  await signInButton(page).click();
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveAccessibleDescription('Email is required');
  await expect(passwordField(page)).toHaveAccessibleDescription('Password is required');
  await expect(page.locator('.mantine-InputWrapper-error')).toHaveCount(2);
  await expectAccessible(page, 'login, small entry, with errors');

  // French and back: the page and its messages change language, and the choice is kept.
  await page.getByLabel('Language', { exact: true }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur Beacon !');
  await expect(emailField(page).or(page.getByLabel('E-mail', { exact: true }))).toHaveCount(1);
  await expect(page.getByText("L'e-mail est obligatoire")).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  await page.getByLabel('Langue', { exact: true }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Beacon!');
  await expect(page.getByText('Email is required')).toBeVisible();

  // Dark, and still readable.
  await page.getByRole('button', { name: 'Dark skin' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, 'login, small entry, dark', 'colours');

  // Keyboard only: Tab to the e-mail, type, Tab to the password, type, Enter. The app's code is
  // let through only once the API has said yes.
  await page.route('**/jwt/login', async (route) => {
    const response = await route.fetch();
    if (response.status() === 200) blocked.open();
    await route.fulfill({ response });
  });
  await page.locator('body').focus();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if (await emailField(page).evaluate((input) => input === document.activeElement)) break;
  }
  await expect(emailField(page)).toBeFocused();
  await page.keyboard.type(accounts.admin.email);
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(accounts.admin.password);
  // Once idle, the page asked for the app's files (refused here), to fetch, not to run.
  await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
  expect(blocked.refused.length).toBeGreaterThan(0);
  await page.keyboard.press('Enter');

  await expectPath(page, accounts.admin.home);
  await expect(page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' })).toBeVisible();
  // The greeting is in words, though the app's strings arrived after the sign-in.
  await expect(page.getByRole('alert').filter({ hasText: /^Welcome, / })).toBeVisible();
  // The app keeps the skin chosen before signing in.
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('a French visitor on the dark skin gets the page in French and dark from the start', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('language', 'fr');
    localStorage.setItem('skin', '"dark"');
  });
  await blockReact(page);
  await page.goto('/login');
  await interactive(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur Beacon !');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(signInButton(page, 'Se connecter')).toBeVisible();
});

test('the sign-up page says what is wrong without React', async ({ page }) => {
  await blockReact(page);
  await page.goto('/register');
  await interactive(page);
  await page.getByLabel('Username').fill('ab');
  await emailField(page).fill('not-an-address');
  await passwordField(page).fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription(
    'Username must be at least 3 characters',
  );
  await expect(emailField(page)).toHaveAccessibleDescription('Enter a valid email');
  await expect(passwordField(page)).toHaveAccessibleDescription(
    /Password must be at least 8 characters/,
  );
  await expect(page.getByText('Please accept the privacy policy & terms')).toBeVisible();
  // Typing takes the field's message away.
  await page.getByLabel('Username').fill('early_bird');
  await expect(page.getByText('Username must be at least 3 characters')).toHaveCount(0);
});

test('the reset link page checks the address and confirms without React', async ({ page }) => {
  await blockReact(page);
  await page.goto('/login');
  await interactive(page);
  // A plain link between the prerendered pages.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/forgot-password');
  await interactive(page);
  await emailField(page).fill('nobody');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(emailField(page)).toHaveAccessibleDescription('Enter a valid email');
  await emailField(page).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toContainText('Check your mail');
  await expect(page.getByRole('status')).toContainText('If an account uses nobody@example.com');
});
