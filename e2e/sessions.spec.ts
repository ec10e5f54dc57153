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
  const secondRefresh = await second.evaluate(() => localStorage.getItem('refreshToken'));

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

  // The revoked sign-in's refresh token is refused.
  const refused = await second.request.post('/jwt/refresh-token', {
    data: { refreshToken: secondRefresh },
  });
  expect(refused.status()).toBe(401);
  // The second browser signs out: at once when its live channel hears of the end, else at its
  // next request, whose refresh is refused. Either way the page forgets the session.
  await second.evaluate(() => localStorage.setItem('accessToken', 'stale'));
  await second.goto(securityPath);
  await expect
    .poll(() => second.evaluate(() => localStorage.getItem('refreshToken')), backendStart)
    .toBeNull();
  await second.reload();
  await expectPath(second, '/login', backendStart);
  await other.close();
});
