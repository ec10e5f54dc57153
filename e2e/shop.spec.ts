import { solidPng } from './png';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectNoSidewaysScroll,
  expectPath,
  inMockMode,
  phone,
  signInAs,
  signUp,
  unique,
} from './helpers';

// The shop, product detail, wishlist and the navbar cart. The catalogue is the same in every run
// (27 sample products), and nothing here changes it. Tests that change a cart or a wishlist sign
// up a user of their own: in server mode all specs of a run share one database, and another spec
// may fill or empty the demo admin's cart meanwhile.
//
// The catalogue manager's walk, last in this file, adds a product to that catalogue: the file runs
// in order, so that in server mode (one database for every spec) the shop's counts and orders
// above are read before it.
test.describe.configure({ mode: 'serial' });

const cards = (page: Page) => page.getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading').allInnerTexts();
const results = (page: Page) => page.getByText(/^\d+ Results? Found$/);
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Product' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \(\d+\)$/ });

/** Waits until the navbar's cart shows this number of products. */
async function expectCartCount(page: Page, count: number): Promise<void> {
  await expect(page.getByRole('button', { name: `Cart (${count})`, exact: true })).toBeVisible(
    backendStart,
  );
}

/** Opens an entry of the menu's eCommerce group, as a person does (no page load). */
async function openFromMenu(page: Page, entry: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const group = menu.getByRole('button', { name: 'eCommerce' });
  // Collapsed, the menu is a rail that widens under the pointer.
  await group.hover();
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: entry, exact: true }).click();
}

/** Waits for the shop to show its products for the current URL. */
async function shopReady(page: Page): Promise<void> {
  await expect(results(page)).toBeVisible(backendStart);
  await expect(cards(page).first()).toBeVisible(backendStart);
}

test('search, sort, filters, view and page live in the URL and survive a reload', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, 'admin', '/apps/ecommerce/shop');
  await shopReady(page);
  await expect(results(page)).toHaveText('27 Results Found');
  await expect(cards(page)).toHaveCount(9);
  await expectAccessibleInBothSkins(page, 'shop');

  // Lowest price first; the last page (the third) holds the dearest products, the 8K TV last.
  await sortSelect(page).click();
  await page.getByRole('option', { name: 'Lowest', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sortBy=price-asc\b/);
  await expect.poll(() => cardNames(page)).toContain('Slim Phone Case');
  expect((await cardNames(page))[0]).toBe('Slim Phone Case');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page).toHaveURL(/[?&]cursor=/);
  await pages.getByRole('button', { name: 'Last page' }).click();
  await expect(page).toHaveURL(/[?&]cursor=last\b/);
  await expect(page).toHaveURL(/[?&]page=3\b/);
  await expect(pages.getByText('19–27 of 27')).toBeVisible();
  await expect.poll(async () => (await cardNames(page)).at(-1)).toBe('85-inch 8K Ultra HD TV');

  // The list view keeps the page.
  // (The segmented control's radio sits under its label, which takes the click.)
  await page.locator('label').filter({ hasText: 'List view' }).click();
  await expect(page).toHaveURL(/[?&]view=list\b/);
  await expect(page).toHaveURL(/[?&]page=3\b/);

  // Filters narrow the results, on the server, and start again at page 1.
  await page.getByRole('checkbox', { name: 'Audio' }).check();
  await expect(results(page)).toHaveText('3 Results Found');
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page).not.toHaveURL(/[?&]cursor=/);
  await page.getByRole('radio', { name: '$100 – $500' }).check();
  await expect(results(page)).toHaveText('2 Results Found');
  await expect
    .poll(() => cardNames(page))
    .toEqual(['True Wireless Earbuds', 'Noise-Cancelling Headphones']);
  await page.getByRole('radio', { name: '4 stars & up' }).check();
  await expect(results(page)).toHaveText('2 Results Found');

  // The search box (debounced) combines with them.
  await searchBox(page).fill('earbuds');
  await expect(page).toHaveURL(/[?&]q=earbuds\b/);
  await expect(results(page)).toHaveText('1 Result Found');
  await expect.poll(() => cardNames(page)).toEqual(['True Wireless Earbuds']);
  const url = page.url();

  await page.reload();
  await shopReady(page);
  expect(page.url()).toBe(url);
  await expect(results(page)).toHaveText('1 Result Found');
  await expect(searchBox(page)).toHaveValue('earbuds');
  await expect(sortSelect(page)).toHaveValue('Lowest');
  await expect(page.getByRole('checkbox', { name: 'Audio' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '$100 – $500' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '4 stars & up' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'List view' })).toBeChecked();
  await expect.poll(() => cardNames(page)).toEqual(['True Wireless Earbuds']);
  await expectAccessibleInBothSkins(page, 'shop, filtered, list view');

  // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
  // mode only, so that both modes fit CI's 30 minutes.
  if (inMockMode()) return;

  // Nothing matches: "No Results"; clearing the filters brings the search's product back.
  await page.getByRole('checkbox', { name: 'Samsung' }).check();
  await expect(page.getByRole('heading', { name: 'No Results' })).toBeVisible();
  await expect(results(page)).toHaveText('0 Results Found');
  await expectAccessible(page, 'shop, no results');
  await page.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(results(page)).toHaveText('1 Result Found');
  await expect(page.getByRole('checkbox', { name: 'Audio' })).not.toBeChecked();
  await expect(page).not.toHaveURL(/[?&](category|brand|priceMin|priceMax|rating)=/);
});

test('at 360 px the filters open in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin', '/apps/ecommerce/shop');
  await shopReady(page);
  await expect(page.getByRole('checkbox', { name: 'Audio' })).toBeHidden();

  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const openFilters = async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(drawer).toBeVisible();
  };
  await openFilters();
  await drawer.getByRole('checkbox', { name: 'Video Games' }).check();
  await expect(page).toHaveURL(/[?&]category=/);
  await expect(results(page)).toHaveText('2 Results Found');
  await expectAccessibleInBothSkins(page, 'shop filters drawer, 360 px', openFilters);
  await expect(drawer.getByRole('checkbox', { name: 'Video Games' })).toBeChecked();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect.poll(() => cardNames(page)).toHaveLength(2);
});

test('a product opens by its slug; an unknown slug says so', async ({ page }) => {
  test.slow();
  await signInAs(page, 'admin', '/apps/ecommerce/product-detail');

  // The menu's "Details" shows the shop's first product (newest first).
  await expectPath(
    page,
    '/apps/ecommerce/product-detail/french-door-refrigerator-27',
    backendStart,
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'French-Door Refrigerator' }),
  ).toBeVisible();

  // From the shop (its own link), by the product's name.
  await page.getByRole('link', { name: 'Back to shop' }).click();
  await shopReady(page);
  await searchBox(page).fill('smartphone');
  await expect(results(page)).toHaveText('1 Result Found');
  await cards(page).getByRole('link', { name: 'Smartphone 64 GB', exact: true }).click();
  await expectPath(page, '/apps/ecommerce/product-detail/smartphone-64-gb-26');
  const product = page.getByRole('article', { name: 'Smartphone 64 GB' });
  await expect(product.getByRole('heading', { level: 2, name: 'Smartphone 64 GB' })).toBeVisible();
  await expect(product.getByText('By Apple')).toBeVisible();
  await expect(product).toContainText('$669.99');
  await expect(product.getByText('In stock')).toBeVisible();
  await expect(product.getByText('Free Shipping')).toBeVisible();
  // Add or View In Cart, as the demo admin's cart has it or not (another spec may change it).
  await expect(
    product
      .getByRole('button', { name: 'Add To Cart: Smartphone 64 GB' })
      .or(product.getByRole('link', { name: 'View In Cart: Smartphone 64 GB' })),
  ).toBeVisible();

  // The colours are a radio group: arrow keys choose.
  const indigo = page.getByRole('radio', { name: 'Indigo' });
  await expect(indigo).toBeChecked();
  await indigo.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Green' })).toBeChecked();

  // Related products: others of the category (cell phones), not this one.
  const related = page.getByRole('region', { name: 'Related Products' });
  await expect(related.getByRole('link', { name: 'Slim Phone Case' })).toBeVisible();
  await expect(related.getByRole('link', { name: 'Smartphone 64 GB' })).toHaveCount(0);
  await expectAccessibleInBothSkins(page, 'product detail');

  await page.goto('/apps/ecommerce/product-detail/no-such-product-987654');
  await expect(page.getByText('Product not found')).toBeVisible(backendStart);
  await expectPath(page, '/apps/ecommerce/product-detail/no-such-product-987654');
  await expectAccessibleInBothSkins(page, 'product not found');
});

test('wishlist and cart from the shop, the detail page and the wishlist; the navbar follows', async ({
  page,
}) => {
  // Many steps and six axe runs: in mock mode each full page load also restarts the database.
  test.slow();
  await signUp(page, 'buyer');
  // From the menu: a page load right after signing up could outrun mock mode's saving of the
  // new account to IndexedDB.
  await openFromMenu(page, 'Shop');
  await expectPath(page, '/apps/ecommerce/shop');
  await shopReady(page);
  await expectCartCount(page, 0);

  // Newest first: the refrigerator (27), then the smartphone (26).
  const fridge = 'French-Door Refrigerator';
  const phone = 'Smartphone 64 GB';
  const fridgeWish = page.getByRole('button', { name: `Wishlist: ${fridge}` });
  await expect(fridgeWish).toHaveAttribute('aria-pressed', 'false');
  await fridgeWish.click();
  await expect(fridgeWish).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${fridge} is in your wishlist.`)).toBeVisible();

  await page.getByRole('button', { name: `Add To Cart: ${fridge}` }).click();
  await expect(page.getByRole('link', { name: `View In Cart: ${fridge}` })).toHaveAttribute(
    'href',
    '/apps/ecommerce/checkout',
  );
  await expectCartCount(page, 1);
  await expect(page.getByText(`${fridge} is in your cart.`)).toBeVisible();

  // The navbar's dropdown lists it.
  const dropdown = page.getByRole('dialog', { name: 'My Cart' });
  const openCart = async () => {
    await cartButton(page).click();
    await expect(dropdown).toBeVisible();
  };
  await openCart();
  await expect(dropdown.getByRole('listitem')).toHaveCount(1);
  await expect(dropdown.getByRole('listitem').first()).toContainText(fridge);
  await expect(dropdown.getByRole('listitem').first()).toContainText('Qty: 1');
  await expect(dropdown.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expectAccessibleInBothSkins(page, 'navbar cart', openCart);
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();

  // The detail page: the smartphone to the wishlist.
  await cards(page).getByRole('link', { name: phone, exact: true }).click();
  await expectPath(page, '/apps/ecommerce/product-detail/smartphone-64-gb-26');
  const phoneWish = page.getByRole('button', { name: `Wishlist: ${phone}` });
  await expect(phoneWish).toHaveAttribute('aria-pressed', 'false');
  await phoneWish.click();
  await expect(phoneWish).toHaveAttribute('aria-pressed', 'true');

  // The wishlist: move the smartphone to the cart, remove the refrigerator.
  await page.getByRole('link', { name: 'Back to shop' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Wish List' }).click();
  await expectPath(page, '/apps/ecommerce/wishlist');
  await expect(cards(page)).toHaveCount(2);
  await expectAccessibleInBothSkins(page, 'wishlist');
  await page.getByRole('button', { name: `Move to cart: ${phone}` }).click();
  await expect(cards(page)).toHaveCount(1);
  await expectCartCount(page, 2);
  await expect(page.getByText(`${phone} moved from your wishlist to your cart.`)).toBeVisible();
  await page.getByRole('button', { name: `Remove: ${fridge}` }).click();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expectAccessibleInBothSkins(page, 'wishlist, empty');

  // Removing from the navbar's cart; the count is the server's after a reload.
  await page.getByRole('link', { name: 'shop', exact: true }).click();
  await expectPath(page, '/apps/ecommerce/shop');
  await openCart();
  await dropdown.getByRole('button', { name: `Remove ${fridge} from the cart` }).click();
  await expect(dropdown.getByRole('listitem')).toHaveCount(1);
  await expectCartCount(page, 1);
  await page.reload();
  await expectCartCount(page, 1);
  await shopReady(page);
  await expect(page.getByRole('link', { name: `View In Cart: ${phone}` })).toBeVisible();
});

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

test('a product with two pictures: made in the manager, bought in the shop, its stock one lower', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUp(page, 'merchant', '/apps/ecommerce/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible(backendStart);
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
});

test('the products manager fits 360 px in Arabic, right to left, and passes axe', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'merchantar', '/apps/ecommerce/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(backendStart);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize(phone);
  for (const path of ['/apps/ecommerce/products', '/apps/ecommerce/products/new']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(backendStart);
    // The table scrolls inside its card; the page itself keeps to the screen's width.
    await expectNoSidewaysScroll(page, path);
    await expectAccessible(page, `${path} (Arabic, 360 px)`);
  }
});
