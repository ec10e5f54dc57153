import { expect, test } from '@playwright/test';
import { expectAccessible, expectPath } from './helpers';
import { oidcProvider } from './oidc-provider';

// Sign-in with an OpenID Connect provider (server mode only: a mock has no provider, and this spec
// carries no @walk tag). The run's provider (e2e/oidc-provider.ts) signs anyone in at once as its
// one user, whose address no other spec uses: the first sign-in makes that account, and the
// Security tab then shows the link, which the walk removes.

const { label, user } = oidcProvider;

test('signs in with the provider as a new account, then unlinks it from the Security tab', async ({
  page,
}) => {
  await page.goto('/login');
  const start = page.getByRole('link', { name: `Sign in with ${label}` });
  await expect(start).toBeVisible();
  await expectAccessible(page, 'login with a provider');
  await start.click();

  // The provider, the callback and /login/oidc pass by on their own; the demo makes admins.
  await expectPath(page, '/dashboard/ecommerce');
  await page.goto('/pages/account-settings?tab=security');
  const section = page.getByRole('region', { name: `Sign-in with ${label}` });
  await expect(section.getByText(user.email)).toBeVisible();
  await expectAccessible(page, 'security tab with a provider link');

  await section.getByRole('button', { name: `Unlink ${user.email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Unlink this account?' });
  await dialog.getByRole('button', { name: 'Unlink' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(/No account at Beacon ID is linked/)).toBeVisible();
});

test('words the provider’s refusal on the login page', async ({ page }) => {
  await page.goto('/login?oidcError=unverified');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sign-in with the provider failed' }),
  ).toContainText('The provider did not confirm your e-mail address');
});
