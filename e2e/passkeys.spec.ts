import { type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  expectAccessibleInBothSkins,
  expectPath,
  signOut,
  signUp,
} from './helpers';

// A passkey is made for a domain name, never for an IP address: this walk opens the app on
// localhost (the same server as 127.0.0.1), where the browser allows one.
test.use({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) =>
    use(testInfo.project.use.baseURL?.replace('127.0.0.1', 'localhost')),
});

/** Chromium's software authenticator: it answers as a phone or laptop's own would, with no prompt. */
async function addAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

const securityPath = '/pages/account-settings?tab=security';

test(
  'a passkey added on the Security tab signs its owner in without a password',
  { tag: '@walk' },
  async ({ page }) => {
    await addAuthenticator(page);
    await signUp(page, 'passkey', securityPath);
    const card = page.getByRole('region', { name: 'Passkeys' });
    await expect(card.getByText('No passkey yet.')).toBeVisible(backendStart);

    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Give the passkey a name.')).toBeVisible();
    await dialog.getByLabel('Name').fill('Test laptop');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Test laptop')).toBeVisible();
    await expect(card.getByText('Never used yet')).toBeVisible();

    await card.getByRole('button', { name: 'Rename Test laptop' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename the passkey' });
    await rename.getByLabel('Name').fill('Work laptop');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByText('Work laptop')).toBeVisible();
    await expectAccessibleInBothSkins(page, 'account settings, passkeys');

    await signOut(page);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expectPath(page, accounts.admin.home, backendStart);

    // The sign-in was the passkey's: the list says it was used.
    await page.goto(securityPath);
    await expect(card.getByText('Work laptop')).toBeVisible(backendStart);
    await expect(card.getByText(/^Last used /)).toBeVisible();

    await card.getByRole('button', { name: 'Remove Work laptop' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the passkey?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await expect(card.getByText('No passkey yet.')).toBeVisible();
  },
);

test('a passkey the server no longer knows is refused with a clear message', async ({ page }) => {
  await addAuthenticator(page);
  await signUp(page, 'passkey-gone', securityPath);
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByLabel('Name').fill('Old phone');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await card.getByRole('button', { name: 'Remove Old phone' }).click();
  await page
    .getByRole('dialog', { name: 'Remove the passkey?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(card.getByText('No passkey yet.')).toBeVisible();

  // The authenticator still holds it, and offers it at sign-in.
  await signOut(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('could not sign you in');
  await expectPath(page, '/login');
});
