import { expect, test } from '@playwright/test';
import { backendStart, expectAccessible, expectPath, signUp, unique } from './helpers';

// An invitation, end to end (server mode: the invited person opens the link in a browser of
// their own, and mock mode's database lives in one browser): an admin invites an address into a
// role, the invitation is read in the demo outbox, accepted, and the new account is signed in with
// that role.

test('an admin invites, the invited person accepts and is signed in with the role', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signUp(page, 'inviter', '/apps/invitations');
  const email = `invited.${unique()}@example.com`;
  await expect(page.getByRole('heading', { name: 'Invitations', level: 1 })).toBeVisible(
    backendStart,
  );
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Client', exact: true }).click();
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`An invitation is on its way to ${email}.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Client');
  await expectAccessible(page, 'invitations');

  // The invited person, in a browser of their own.
  const context = await browser.newContext();
  const guest = await context.newPage();
  await guest.goto(`/outbox?to=${encodeURIComponent(email)}`);
  await expect(
    guest.getByRole('heading', { name: 'You are invited to Beacon Admin', level: 3 }),
  ).toBeVisible(backendStart);
  const href = await guest
    .frameLocator('iframe')
    .first()
    .locator('a[href*="/accept-invitation?token="]')
    .first()
    .getAttribute('href');
  const link = new URL(href ?? '');
  await guest.goto(link.pathname + link.search);
  await expect(
    guest.getByText(`You are invited with the address ${email}, as Client.`),
  ).toBeVisible(backendStart);
  await expectAccessible(guest, 'accept invitation');
  const username = `invited_${unique()}`;
  await guest.getByLabel('Username').fill(username);
  await guest.getByLabel('Password', { exact: true }).fill('Invited-pass-1');
  await guest.getByLabel('Confirm the password', { exact: true }).fill('Invited-pass-1');
  await guest.getByRole('button', { name: 'Create my account' }).click();
  // A client's home.
  await expectPath(guest, '/access-control', backendStart);
  await context.close();
});
