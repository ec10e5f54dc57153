import { solidPng } from './png';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signUp,
  unique,
} from './helpers';

// The catalogue manager: a product made with two pictures, found in the shop with its picture,
// bought through the checkout, and its stock one lower in the manager afterwards. The walk signs
// up an account of its own (an administrator in a demo): in server mode specs share a database.

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const field = (scope: Locator | Page, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

test(
  'a product with two pictures: made in the manager, bought in the shop, its stock one lower',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(300_000);
    await signUp(page, 'merchant', '/apps/ecommerce/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible(
      backendStart,
    );
    await expect(page.getByRole('table', { name: 'Products' })).toBeVisible(backendStart);
    await expectAccessibleInBothSkins(page, 'products manager');

    // The form: the name makes the slug; two pictures are uploaded as they are chosen.
    await page.getByRole('link', { name: 'Add Product' }).click();
    await expectPath(page, '/apps/ecommerce/products/new');
    const name = `Lamp ${unique()}`;
    await field(page, 'Name').fill(name);
    await expect(field(page, 'Slug')).toHaveValue(name.toLowerCase().replace(/\s+/g, '-'));
    await choose(page, 'Brand', 'Sony');
    await choose(page, 'Category', 'Appliances');
    await field(page, 'Price').fill('49.99');
    await field(page, 'Stock').fill('3');
    await page.getByRole('checkbox', { name: 'Green' }).check();
    await page.getByLabel('Choose pictures').setInputFiles([
      { name: 'teal.png', mimeType: 'image/png', buffer: solidPng(64, 64, [0, 128, 128]) },
      { name: 'amber.png', mimeType: 'image/png', buffer: solidPng(64, 64, [255, 191, 0]) },
    ]);
    const order = page.getByRole('list', { name: /^The pictures, in the order/ });
    await expect(order.getByRole('img', { name: 'Picture 1' })).toBeVisible(backendStart);
    await expect(order.getByRole('img', { name: 'Picture 2' })).toBeVisible(backendStart);
    await expect(order.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', /^blob:/);
    await expectAccessibleInBothSkins(page, 'product form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectPath(page, '/apps/ecommerce/products', backendStart);
    await expect(page.getByText(`${name} is saved.`)).toBeVisible();

    // In the manager's list: found by its name, 3 in stock (a low stock).
    await page.getByRole('textbox', { name: 'Search products' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1, backendStart);
    await expect(row).toContainText('Low: 3');
    await expect(row).toContainText('Active');

    // In the shop: its first picture shown (read with the session's token, so a blob: URL).
    await page.goto(`/apps/ecommerce/shop?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible(backendStart);
    await expect(card.locator('img[src^="blob:"]').first()).toBeVisible(backendStart);
    await card.getByRole('button', { name: `Add To Cart: ${name}` }).click();
    const viewInCart = page.getByRole('link', { name: `View In Cart: ${name}`, exact: true });
    await expect(viewInCart).toBeVisible();
    await viewInCart.click();

    // The checkout: this one product, a new address, cash on delivery.
    await expectPath(page, '/apps/ecommerce/checkout');
    await expect(page.getByRole('listitem', { name, exact: true })).toBeVisible(backendStart);
    await page.getByRole('button', { name: 'Continue' }).click();
    const form = page.getByRole('region', { name: 'Add a new address' });
    await field(form, 'Full Name').fill('Mo Merchant');
    await field(form, 'Mobile Number').fill('+1 614 555 0142');
    await field(form, 'Flat, House No').fill('1 Lamp Street');
    await field(form, 'Town/City').fill('Lewis Center');
    await field(form, 'Pincode').fill('43035');
    await field(form, 'State').fill('Ohio');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect(page).toHaveURL(/[?&]step=payment\b/);
    await page.getByRole('radio', { name: /^Cash on delivery/ }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible(
      backendStart,
    );
    await expect(page.getByRole('table', { name: 'Items ordered' })).toContainText(name);

    // Back in the manager: one fewer in stock.
    await page.goto(`/apps/ecommerce/products?q=${encodeURIComponent(name)}`);
    const bought = page.getByRole('row').filter({ hasText: name });
    await expect(bought).toHaveCount(1, backendStart);
    await expect(bought).toContainText('Low: 2');
    if (inMockMode()) return;

    // The edit page keeps the two pictures in their order.
    await bought.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/products\/\d+$/);
    await expect(page.getByRole('img', { name: 'Picture 2' })).toBeVisible(backendStart);
    await expect(field(page, 'Stock')).toHaveValue('2');
  },
);

test('the products manager fits 360 px in Arabic, right to left, and passes axe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'merchantar', '/apps/ecommerce/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(backendStart);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/apps/ecommerce/products', '/apps/ecommerce/products/new']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(backendStart);
    // The table scrolls inside its card; the page itself keeps to the screen's width.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path}: page width at 360 px`).toBeLessThanOrEqual(360);
    await expectAccessible(page, `${path} (Arabic, 360 px)`);
  }
});
