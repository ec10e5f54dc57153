import { type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  emailField,
  expectAccessible,
  expectPath,
  signOut,
  signUp,
  passwordField,
} from './helpers';

// Forgot password, end to end: the link is read in the demo outbox (neither E2E server has SMTP),
// followed, and the new password signs in. A fresh account of the test's own, so that no other
// spec's sign-in changes.

const newPassword = 'Reset-pass-2468';

/** The sign-in form's own button: the page has other ways in (a passkey) named "Sign in with…". */
async function signIn(page: Page, email: string, password: string) {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The link of the newest mail to `email` in the demo outbox, as its reader would follow it. */
async function linkInOutbox(page: Page, email: string, subject: string, path: string) {
  await expectPath(page, '/outbox', backendStart);
  await expect(page.getByRole('heading', { name: subject, level: 3 })).toBeVisible(backendStart);
  const link = page.frameLocator('iframe').first().locator(`a[href*="${path}?token="]`).first();
  const href = await link.getAttribute('href');
  expect(href, `a ${path} link in the mail to ${email}`).toBeTruthy();
  return new URL(href ?? '').pathname + new URL(href ?? '').search;
}

test('a forgotten password: the mailed link sets a new one, which signs in', async ({ page }) => {
  test.setTimeout(240_000);
  const me = await signUp(page, 'reset');
  await signOut(page);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectPath(page, '/forgot-password');
  await emailField(page).fill(me.email);
  await page.getByRole('button', { name: 'Reset password' }).click();
  const sent = page.getByRole('status');
  await expect(sent).toContainText(`If an account uses ${me.email}`, backendStart);
  await expectAccessible(page, 'forgot password, sent');
  await sent.getByRole('link', { name: 'Open the demo outbox' }).click();

  const link = await linkInOutbox(
    page,
    me.email,
    'Reset your Beacon Admin password',
    '/reset-password',
  );
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible(
    backendStart,
  );
  await expectAccessible(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm the new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expectPath(page, '/login', backendStart);
  await expect(page.getByText('Password changed')).toBeVisible();

  // The old password no longer signs in; the new one does.
  await signIn(page, me.email, 'e2e-pass-1');
  await expect(page.getByText('Email or Password is Invalid')).toBeVisible(backendStart);
  await signIn(page, me.email, newPassword);
  await expectPath(page, accounts.admin.home, backendStart);

  // The link was used up: opened again, it says so and offers a new one.
  await signOut(page);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-1357');
  await page.getByLabel('Confirm the new password', { exact: true }).fill('Another-pass-1357');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('This link does not work')).toBeVisible(backendStart);
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
