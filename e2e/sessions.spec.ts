import { expect, test } from '@playwright/test';
import { accounts, backendStart, expectPath, signUp, signUpPassword } from './helpers';

const securityPath = '/pages/account-settings?tab=security';

test('a session revoked from another device is signed out at its next refresh', async ({
  page,
  browser,
}) => {
  const { email } = await signUp(page, 'sessions', securityPath);

  // The same account, signed in from a second browser.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await second.getByLabel('Email', { exact: true }).fill(email);
  await second.getByLabel('Password', { exact: true }).fill(signUpPassword);
  await second.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectPath(second, accounts.admin.home, backendStart);

  await page.reload();
  const card = page.getByRole('region', { name: 'Where you are signed in' });
  const rows = card.getByTestId('session-row');
  await expect(rows).toHaveCount(2, backendStart);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await rows
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out / })
    .click();
  await page
    .getByRole('dialog', { name: 'Sign out this session?' })
    .getByRole('button', { name: 'Sign out' })
    .click();
  await expect(rows).toHaveCount(1);

  // The second browser's access token is dropped, so its next request must refresh: refused.
  await second.evaluate(() => localStorage.removeItem('accessToken'));
  const refresh = second.waitForResponse((reply) => reply.url().endsWith('/jwt/refresh-token'));
  await second.goto(securityPath);
  expect((await refresh).status()).toBe(401);
  // The refused refresh ended the session here too: the next page needs signing in.
  await second.reload();
  await expectPath(second, '/login', backendStart);
  await other.close();
});
