import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signUp,
} from './helpers';

// The checkout wizard (cart → address → payment), the order confirmation and the orders pages.
// Each test signs up a user of its own: in server mode every spec of a run shares one database,
// and another spec may fill or empty the demo admin's cart while this one runs.
// The orders pages are reached through the app's links here: in server mode a page load of
// /apps/ecommerce/orders[/<id>] meets the API's route of the same path (last test).

const cartLines = (page: Page) =>
  page.getByRole('list', { name: 'Your cart items' }).getByRole('listitem');
const priceDetails = (page: Page) => page.getByRole('region', { name: 'Price details' });
/** The figure on one row of the price details ("Items", "Total MRP", "Total"…). */
const figure = (page: Page, label: string) =>
  priceDetails(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const emptyCart = (page: Page) => page.getByText('Your cart is empty');

/** A text field by its label (a required field's label ends with an asterisk). */
const field = (scope: Locator | Page, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Opens the checkout and removes every line, whatever the cart held before. */
async function emptyTheCart(page: Page): Promise<void> {
  await page.goto('/apps/ecommerce/checkout');
  const title = page.getByRole('heading', { name: 'Your cart items' });
  await expect(title).toBeVisible(backendStart);
  const removeButtons = page.getByRole('button', { name: /^Remove / });
  // Wait for the cart to load: either its lines or the empty state.
  await expect(emptyCart(page).or(removeButtons.first())).toBeVisible(backendStart);
  while ((await removeButtons.count()) > 0) {
    const before = await removeButtons.count();
    await removeButtons.first().click();
    await expect(removeButtons).toHaveCount(before - 1);
  }
  await expect(emptyCart(page)).toBeVisible();
}

test(
  'buy a product: cart, quantity, address (invalid first), payment, confirmation, orders',
  { tag: '@walk' },
  async ({ page }) => {
    // One whole purchase with axe on eight screens in two skins: in mock mode, where every page
    // load starts the database in the browser again, that takes longer than the usual limit.
    test.setTimeout(300_000);
    await signUp(page, 'shopper');
    await emptyTheCart(page);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectAccessibleInBothSkins(page, 'checkout, empty cart');

    // Add the shop's first product to the cart.
    await page.getByRole('link', { name: 'Go to the shop' }).click();
    await expectPath(page, '/apps/ecommerce/shop');
    const addButton = page.getByRole('button', { name: /^Add To Cart: / }).first();
    await expect(addButton).toBeVisible(backendStart);
    const product =
      (await addButton.getAttribute('aria-label'))?.replace('Add To Cart: ', '') ?? '';
    expect(product).not.toBe('');
    await addButton.click();
    const viewInCart = page.getByRole('link', { name: `View In Cart: ${product}`, exact: true });
    await expect(viewInCart).toBeVisible();
    await viewInCart.click();

    // Step 1: the cart holds that product once; the price details are the server's.
    await expectPath(page, '/apps/ecommerce/checkout');
    const line = page.getByRole('listitem', { name: product, exact: true });
    await expect(line).toBeVisible();
    await expect(line.getByRole('link', { name: product, exact: true })).toHaveAttribute(
      'href',
      /^\/apps\/ecommerce\/product-detail\/.+-\d+$/,
    );
    await expect(line).toContainText('In Stock');
    await expect(line).toContainText(/Delivery by \w{3} \d{1,2}, \d{4}/);
    await expect(line).toContainText(/\d+% off · Offers available: \d/);
    const quantity = line.getByRole('textbox', { name: `Quantity of ${product}` });
    await expect(quantity).toHaveValue('1');
    await expect(figure(page, 'Items')).toHaveText('1');
    const totalForOne = (await figure(page, 'Total MRP').innerText()).trim();
    expect(totalForOne).toMatch(/^\$[\d,]+\.\d{2}$/);
    await expectAccessibleInBothSkins(page, 'checkout, cart');

    // Two of them: saved to the server, and the price details follow.
    await line.getByRole('button', { name: `One more ${product}` }).click();
    await expect(quantity).toHaveValue('2');
    await expect(figure(page, 'Items')).toHaveText('2');
    await expect(figure(page, 'Total MRP')).not.toHaveText(totalForOne);
    const totalForTwo = (await figure(page, 'Total').innerText()).trim();
    await page.reload();
    await expect(page.getByRole('textbox', { name: `Quantity of ${product}` })).toHaveValue(
      '2',
      backendStart,
    );
    await expect(figure(page, 'Items')).toHaveText('2');
    await expect(cartLines(page)).toHaveCount(1);

    // Step 2: the address. An invalid one first: each field says what is wrong, nothing is saved.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/[?&]step=address\b/);
    await expect(page.getByRole('heading', { name: 'Delivery address' })).toBeFocused();
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await expectAccessibleInBothSkins(page, 'checkout, address');

    const form = page.getByRole('region', { name: 'Add a new address' });
    await field(form, 'Full Name').fill('Tess Shopper');
    await field(form, 'Mobile Number').fill('call me');
    await field(form, 'Pincode').fill('1');
    await form.getByRole('button', { name: 'Save and deliver here' }).click();
    await expect(field(form, 'Mobile Number')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Mobile Number')).toHaveAccessibleDescription(
      'Use only digits, spaces and + ( ) -',
    );
    await expect(field(form, 'Flat, House No')).toHaveAccessibleDescription(
      'This field is required',
    );
    await expect(field(form, 'Pincode')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/[?&]step=address\b/);
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await expectAccessibleInBothSkins(page, 'checkout, address with errors');

    await field(form, 'Mobile Number').fill('+1 614 555 0142');
    await field(form, 'Flat, House No').fill('9447 Glen Eagles Drive');
    await field(form, 'Landmark').fill('Near the library');
    await field(form, 'Town/City').fill('Lewis Center');
    await field(form, 'Pincode').fill('43035');
    await field(form, 'State').fill('Ohio');
    await form.getByRole('radio', { name: 'Work' }).check();
    await form.getByRole('button', { name: 'Save and deliver here' }).click();

    // Step 3: payment, delivering to the saved address.
    await expect(page).toHaveURL(/[?&]step=payment\b/);
    await expect(page).toHaveURL(/[?&]address=\d+\b/);
    const deliverTo = page.getByRole('region', { name: 'Deliver to' });
    await expect(deliverTo).toContainText('Tess Shopper');
    await expect(deliverTo).toContainText('Lewis Center, Ohio 43035');
    await expect(figure(page, 'Total')).toHaveText(totalForTwo);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText('Choose a payment method')).toBeVisible();
    await page.getByRole('radio', { name: /^Cash on delivery/ }).click();
    await expect(page.getByRole('radio', { name: /^Cash on delivery/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectAccessibleInBothSkins(page, 'checkout, payment');
    await page.getByRole('button', { name: 'Place order' }).click();

    // The confirmation: its number, the totals and the address, from the server.
    await expect(page.getByRole('heading', { level: 1, name: 'Order placed' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]order=\d+\b/);
    const message = page.getByText(/^Your order BCN-\d{6} has been placed\.$/).first();
    await expect(message).toBeVisible();
    const number = /BCN-\d{6}/.exec(await message.innerText())?.[0] ?? '';
    expect(number).not.toBe('');
    await expect(figure(page, 'Total')).toHaveText(totalForTwo);
    await expect(page.getByRole('region', { name: 'Delivery address' })).toContainText(
      '9447 Glen Eagles Drive',
    );
    await expect(page.getByRole('table', { name: 'Items ordered' })).toContainText(product);
    await expectAccessibleInBothSkins(page, 'order confirmation');

    // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
    // mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // A reload shows the same order again, read from the server.
    await page.reload();
    await expect(page.getByText(`Your order ${number} has been placed.`).first()).toBeVisible(
      backendStart,
    );

    // The orders list has it (this user's only order), and its page shows the lines and totals.
    await page.getByRole('link', { name: 'View orders' }).click();
    await expectPath(page, '/apps/ecommerce/orders');
    const orders = page.getByRole('table', { name: 'Your orders, newest first' });
    await expect(orders.locator('tbody tr')).toHaveCount(1);
    const row = orders.locator('tbody tr').first();
    await expect(row).toContainText(number);
    await expect(row).toContainText('Cash on delivery');
    await expect(row).toContainText('Placed');
    await expect(row).toContainText(totalForTwo);
    await expectAccessibleInBothSkins(page, 'orders');

    await row.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/apps\/ecommerce\/orders\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Items ordered' })).toContainText(product);
    await expect(figure(page, 'Items')).toHaveText('2');
    await expect(figure(page, 'Total')).toHaveText(totalForTwo);
    await expectAccessibleInBothSkins(page, 'order page');

    // The order emptied the cart, for good: a fresh page load of the checkout finds nothing.
    await page.goto('/apps/ecommerce/checkout');
    await expect(emptyCart(page)).toBeVisible(backendStart);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
);

test('a new user has no orders yet', async ({ page }) => {
  await signUp(page, 'shopper', '/apps/ecommerce/checkout');
  await page.getByRole('link', { name: 'My orders' }).click();
  await expectPath(page, '/apps/ecommerce/orders', backendStart);
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible(backendStart);
  await expectAccessibleInBothSkins(page, 'orders, none');
});

test('the orders pages open from a typed address; an unknown order says so', async ({ page }) => {
  await signUp(page, 'shopper', '/apps/ecommerce/orders');
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible(backendStart);

  await page.goto('/apps/ecommerce/orders/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible(
    backendStart,
  );
  await expectAccessible(page, 'order not found');
});
