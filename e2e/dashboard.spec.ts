import { type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signInAs,
  signOut,
  signUp,
} from './helpers';

// The dashboards (decision 0021): an admin's home, figures from the database that move when someone
// orders, a period menu per card, the cards pages and the autocomplete demo.

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A figure of the e-commerce "Statistics" card, by its label, as a number. */
async function statistic(page: Page, label: string): Promise<number> {
  const item = card(page, 'Statistics')
    .getByText(label, { exact: true })
    .locator('xpath=preceding-sibling::*[1]');
  await expect(item).toHaveText(/\d/, backendStart);
  return Number((await item.innerText()).replace(/[^\d.]/g, ''));
}

/** Adds the shop's first product to the cart and buys it, delivered to a new address. */
async function placeAnOrder(page: Page): Promise<void> {
  await page.goto('/apps/ecommerce/shop');
  const addButton = page.getByRole('button', { name: /^Add To Cart: / }).first();
  await expect(addButton).toBeVisible(backendStart);
  const product = (await addButton.getAttribute('aria-label'))?.replace('Add To Cart: ', '') ?? '';
  await addButton.click();
  await page.getByRole('link', { name: `View In Cart: ${product}`, exact: true }).click();
  await expect(page.getByRole('listitem', { name: product, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('region', { name: 'Add a new address' });
  const field = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await field('Full Name').fill('Dash Buyer');
  await field('Mobile Number').fill('+1 614 555 0142');
  await field('Flat, House No').fill('1 Chart Street');
  await field('Town/City').fill('Graphton');
  await field('Pincode').fill('43035');
  await field('State').fill('Ohio');
  await form.getByRole('button', { name: 'Save and deliver here' }).click();
  await page.getByRole('radio', { name: /^Cash on delivery/ }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
}

test(
  'an admin lands on the dashboard, changes a card’s period, orders, and sees the figures move',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'admin');
    await expectPath(page, accounts.admin.home);
    await expect(
      page.getByRole('heading', { level: 1, name: 'eCommerce Dashboard' }),
    ).toBeVisible();
    // The catalogue's 27 products, counted by the server.
    expect(await statistic(page, 'Products')).toBe(27);
    await expect(card(page, 'Revenue Report')).toContainText('Earning', backendStart);
    if (inMockMode()) return;

    await expectAccessibleInBothSkins(page, 'e-commerce dashboard');

    // A card's period: the menu names the period, the figure is the year's, not the month's.
    const orders = card(page, 'Orders');
    await expect(orders.getByText(/\d/).first()).toBeVisible();
    await orders.getByRole('button', { name: /period, Last 28 Days/ }).click();
    await page.getByRole('menuitem', { name: 'Last Year' }).click();
    await expect(orders.getByRole('button', { name: /period, Last Year/ })).toBeVisible();

    // An order placed in the shop counts at once: one more sale, more revenue.
    await signOut(page);
    await signUp(page, 'dash');
    const sales = await statistic(page, 'Sales');
    const revenue = await statistic(page, 'Revenue');
    await placeAnOrder(page);
    await page.goto('/dashboard/ecommerce');
    await expect.poll(() => statistic(page, 'Sales')).toBeGreaterThanOrEqual(sales + 1);
    expect(await statistic(page, 'Revenue')).toBeGreaterThan(revenue);

    await page.goto('/dashboard/analytics');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
    ).toBeVisible();
    await expect(card(page, 'Support Tracker')).toContainText(/\d/, backendStart);
    await expect(card(page, 'Subscribers')).toContainText(/\d/);
    await expectAccessibleInBothSkins(page, 'analytics dashboard');
  },
);

test('the cards pages load their figures, and the actions collapse, refresh and remove', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  for (const [path, heading, region] of [
    ['/cards/statistics', 'Statistics Cards', 'Subscribers'],
    ['/cards/analytics', 'Analytics Cards', 'Customers'],
    ['/cards/basic', 'Basic Cards', null],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(backendStart);
    if (region) await expect(card(page, region)).toContainText(/\d/, backendStart);
    await expectAccessibleInBothSkins(page, heading);
  }

  await page.goto('/cards/actions');
  const orders = card(page, 'Orders');
  await expect(orders).toContainText(/\d/, backendStart);
  await orders.getByRole('button', { name: 'Collapse Orders' }).click();
  await expect(orders.getByRole('button', { name: 'Expand Orders' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await orders.getByRole('button', { name: 'Expand Orders' }).click();
  const refreshed = page.waitForResponse((r) => r.url().includes('/card/card-statistics/orders'));
  await orders.getByRole('button', { name: 'Refresh Orders' }).click();
  expect((await refreshed).status()).toBe(200);
  await orders.getByRole('button', { name: 'Remove Orders' }).click();
  await expect(orders).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore cards' }).click();
  await expect(card(page, 'Orders')).toBeVisible();
  await expectAccessibleInBothSkins(page, 'Card Actions');
});

test('the autocomplete suggests films and is used with the keyboard alone', async ({ page }) => {
  await signInAs(page, 'admin', '/extensions/autocomplete');
  const film = page.getByRole('combobox', { name: 'Film', exact: true });
  await expect(film).toBeEnabled(backendStart);
  await film.focus();
  await page.keyboard.type('godf');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(film).toHaveValue('The Godfather');

  const defaults = page.getByRole('combobox', { name: 'Film, top 5 first' });
  await defaults.focus();
  await expect(page.getByRole('option')).toHaveCount(5);
  await expect(page.getByRole('option').first()).toContainText('The Shawshank Redemption');
  await page.keyboard.press('Escape');
  await expectAccessibleInBothSkins(page, 'autocomplete');
});
