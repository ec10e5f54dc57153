import { type Page, expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { accounts, backendStart, expectPath, signOut, signUp, signUpPassword } from './helpers';

const securityPath = '/pages/account-settings?tab=security';

/** What an authenticator app shows for this secret, `steps` periods of 30 s from now. */
const codeOf = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** E-mail and password on the login page ("Sign in" exactly: a passkey's button starts alike). */
async function submitPassword(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(signUpPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Types a six-digit code the way a person does: into the first box, the rest follow. */
async function typeCode(page: Page, code: string) {
  await page.getByLabel('Six-digit code from the app').first().click();
  await page.keyboard.type(code);
}

test(
  'two-factor sign-in: turned on with the QR secret, then a code or a recovery code after the password',
  { tag: '@walk' },
  async ({ page }) => {
    const { email } = await signUp(page, 'twofa', securityPath);
    const card = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible(backendStart);

    await card.getByRole('button', { name: 'Turn on' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
    await expect(
      dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await dialog.getByTestId('two-factor-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await typeCode(page, await codeOf(secret));

    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await expect(saved.getByTestId('recovery-code')).toHaveCount(10);
    const codes = await saved.getByTestId('recovery-code').allTextContents();
    await saved.getByRole('button', { name: 'I saved them' }).click();
    await expect(saved).toBeHidden();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByText('10 recovery codes left.')).toBeVisible();

    // Password, then the code of the next period (the one of this period was taken to turn it on).
    await signOut(page);
    await submitPassword(page, email);
    await expectPath(page, '/two-step', backendStart);
    await typeCode(page, await codeOf(secret, 1));
    await expectPath(page, accounts.admin.home, backendStart);

    await signOut(page);
    await submitPassword(page, email);
    await expectPath(page, '/two-step', backendStart);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0] ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectPath(page, accounts.admin.home, backendStart);

    await page.goto(securityPath);
    await expect(card.getByText('9 recovery codes left.')).toBeVisible(backendStart);
  },
);

test('a wrong code is refused on the page, and the challenge stays out of the URL', async ({
  page,
}) => {
  const { email } = await signUp(page, 'twofa-wrong', securityPath);
  const card = page.getByRole('region', { name: 'Two-step sign-in' });
  await card.getByRole('button', { name: 'Turn on' }).click(backendStart);
  const dialog = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
  const secret = (await dialog.getByTestId('two-factor-secret').textContent()) ?? '';
  await typeCode(page, await codeOf(secret));
  await page.getByRole('button', { name: 'I saved them' }).click();

  await signOut(page);
  await submitPassword(page, email);
  await expectPath(page, '/two-step', backendStart);
  expect(page.url()).not.toMatch(/challenge|ey[A-Za-z0-9_-]{10,}/);
  const right = await codeOf(secret, 1);
  await typeCode(page, right === '000000' ? '111111' : '000000');
  await expect(page.getByText('This code is wrong or was already used.')).toBeVisible();
  await typeCode(page, right);
  await expectPath(page, accounts.admin.home, backendStart);
});
