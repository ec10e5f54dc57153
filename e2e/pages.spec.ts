import { type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectPath,
  signInAs,
  signUp,
} from './helpers';

// Pricing (monthly / yearly, the current plan), the profile (the signed-in user's header, a poll
// vote that survives a reload, "Load more"), and the public misc pages. The vote is made by a
// fresh account: in server mode every spec shares one database.

const planCard = (page: Page, title: string) => page.getByRole('region', { name: title });

test(
  'pricing: monthly by default, yearly prices on the switch, the current plan marked',
  { tag: '@walk' },
  async ({ page }) => {
    await signInAs(page, 'admin', '/pages/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing Plans' })).toBeVisible();
    const standard = planCard(page, 'Standard');
    await expect(standard.getByText('$49/month')).toBeVisible(backendStart);
    await expect(standard.getByText('Popular')).toBeVisible();
    await expect(planCard(page, 'Basic').getByText('$0/month')).toBeVisible();
    // The demo admin is on the enterprise plan.
    const enterprise = planCard(page, 'Enterprise');
    await expect(enterprise.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    // Plans below the account's offer a downgrade.
    await expect(standard.getByRole('button', { name: 'Downgrade to Standard' })).toBeEnabled();

    await page.getByRole('switch', { name: 'Annually' }).check();
    await expect(page).toHaveURL(/period=annually/);
    await expect(standard.getByText('$40/month')).toBeVisible();
    await expect(standard.getByText('USD 480 / year')).toBeVisible();
    await expect(enterprise.getByText('$80/month')).toBeVisible();
    await expect(enterprise.getByText('USD 960 / year')).toBeVisible();
    await expect(planCard(page, 'Basic').getByText(/\/ year/)).toHaveCount(0);

    // The questions open one at a time.
    await page.getByRole('button', { name: 'Does my subscription automatically renew?' }).click();
    await expect(page.getByText(/A monthly plan renews every month/)).toBeVisible();
  },
);

test('pricing and profile of a new account: Basic is theirs, the header is theirs, a vote stays', async ({
  page,
}) => {
  const { username, email } = await signUp(page, 'profile', '/pages/pricing?period=annually');
  await expect(page.getByRole('switch', { name: 'Annually' })).toBeChecked();
  await expect(
    planCard(page, 'Basic').getByRole('button', { name: 'Your current plan' }),
  ).toBeVisible(backendStart);
  await expect(planCard(page, 'Standard').getByText('USD 480 / year')).toBeVisible();
  await planCard(page, 'Standard').getByRole('button', { name: 'Upgrade to Standard' }).click();
  await expect(page.getByText(/Payments are not part of this demo/)).toBeVisible();
  await expectAccessibleInBothSkins(page, 'pricing');

  await page.goto('/pages/profile');
  // A new account has no full name yet: its username heads the page.
  await expect(page.getByRole('heading', { level: 1, name: username })).toBeVisible(backendStart);
  const main = page.getByRole('main');
  await expect(main.getByText('Admin', { exact: true })).toBeVisible();
  await expect(main.getByRole('region', { name: 'About' }).getByText(email)).toBeVisible();

  // Vote, see the shares, and find the vote again after a reload.
  const polls = page.getByRole('region', { name: 'Polls' });
  await polls.getByRole('button', { name: 'Vote' }).first().click();
  await expect(polls.getByText('Choose an option first')).toBeVisible();
  await polls.getByRole('radio', { name: 'Mark Ruffalo' }).check();
  await polls.getByRole('button', { name: 'Vote' }).first().click();
  await expect(polls.getByText('Your vote')).toBeVisible();
  await expect(polls.getByRole('progressbar', { name: /^Mark Ruffalo: \d+ votes$/ })).toBeVisible();
  await expect(polls.getByText(/^\d+%$/).first()).toBeVisible();
  await page.reload();
  await expect(polls.getByText('Your vote')).toBeVisible(backendStart);
  await expect(polls.getByRole('progressbar', { name: /^Mark Ruffalo: \d+ votes$/ })).toBeVisible();

  // "Load more" loads the next posts, and goes once there are none left.
  const posts = page.getByRole('region', { name: 'Posts' }).getByRole('article');
  await expect(posts).toHaveCount(3);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(posts).toHaveCount(6);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(posts).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);
  await expectAccessibleInBothSkins(page, 'profile');

  // The tabs follow the URL.
  await page.getByRole('tab', { name: 'Photos' }).click();
  await expect(page).toHaveURL(/tab=photos/);
  await expect(page.getByRole('img', { name: 'Photo 9' })).toBeVisible();
});

test('the misc pages are public; coming soon checks the address before confirming', async ({
  page,
}) => {
  await page.goto('/misc/coming-soon');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We are launching soon' }),
  ).toBeVisible();
  const notify = page.getByRole('button', { name: 'Notify me' });
  await notify.click();
  await expect(page.getByText('Enter your e-mail address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await notify.click();
  await expect(page.getByText('Enter a valid e-mail address, like john@example.com')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('reader@example.com');
  await notify.click();
  await expect(
    page.getByText("We'll write to reader@example.com as soon as we launch."),
  ).toBeVisible();
  await expectAccessible(page, 'coming soon (light)');

  // The blank layout has no skin button: the stored preference is what a returning reader has.
  await page.evaluate(() => localStorage.setItem('skin', JSON.stringify('dark')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectAccessible(page, 'coming soon (dark)', 'colours');
  await page.evaluate(() => localStorage.removeItem('skin'));

  await page.goto('/misc/maintenance');
  await expect(page.getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
  await page.goto('/misc/not-authorized');
  await expect(
    page.getByRole('heading', { level: 1, name: 'You are not authorized!' }),
  ).toBeVisible();
  await page.goto('/misc/error');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectPath(page, '/misc/error');
  // Any unknown path shows the same page.
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});
