import { type Locator, type Page, expect, test } from '@playwright/test';
import { backendStart, expectPath, signInAs, signUp } from './helpers';

// In Arabic the page reads right to left, but a phone number, an e-mail address and an amount
// read left to right, and what someone wrote keeps its own direction: each such value sits in an
// element that isolates it (`<bdi>`, `dir`). Without that, "+1 (249) 555-4773" shows as
// "4773-555 (249) 1+", "113 Stevenson Street" as "Stevenson Street 113" and Arabic's "US$" splits
// from its number. The checks read the DOM's attributes and the direction the browser computes.
//
// Invoice #4987 is the seed's (Jordan Stevenson of Hall-Robbins PLC, $3,428, paid); no spec
// changes it.

// Intl's Arabic marks: U+200F (right-to-left mark) and U+200E (left-to-right mark) order its
// amounts and dates; U+00A0 is a no-break space.
const rlm = '\u200f';
const lrm = '\u200e';
const nbsp = '\u00a0';

/** Chooses Arabic in the navbar's language menu; the page then reads right to left. */
async function switchToArabic(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

/** How the element's text is laid out: its nearest isolating ancestor-or-self and directions. */
function layoutOf(locator: Locator) {
  return locator.evaluate((element) => {
    const isolate = element.closest('bdi, [dir]');
    return {
      /** The direction the browser resolved for the element (CSS `direction`). */
      direction: getComputedStyle(element).direction,
      /** The nearest `<bdi>` or `dir` holder below <html>, if any, and its `dir`. */
      isolatedBy:
        isolate && isolate !== document.documentElement
          ? `${isolate.tagName.toLowerCase()}[dir=${isolate.getAttribute('dir') ?? 'auto'}]`
          : null,
      unicodeBidi: isolate ? getComputedStyle(isolate).unicodeBidi : null,
    };
  });
}

test('an invoice reads right in Arabic: phone, address and amounts in their own direction', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/apps/invoice/preview/4987');
  const invoice = page.getByRole('article');
  await expect(invoice).toContainText('Jordan Stevenson', backendStart);
  await switchToArabic(page);

  // The phone number and the e-mail address are isolated left to right.
  const phone = invoice.getByText('+1 (249) 555-4773', { exact: true });
  expect(await layoutOf(phone)).toEqual({
    direction: 'ltr',
    isolatedBy: 'bdi[dir=ltr]',
    unicodeBidi: 'isolate',
  });
  const email = invoice.getByText('jordan.stevenson@hallrobbinsplc.com', { exact: true });
  expect(await layoutOf(email)).toMatchObject({ direction: 'ltr', isolatedBy: 'bdi[dir=ltr]' });

  // The address keeps the direction it was written in: an English one reads left to right.
  const address = invoice.getByText('113 Stevenson Street', { exact: true });
  expect(await layoutOf(address)).toEqual({
    direction: 'ltr',
    isolatedBy: 'bdi[dir=auto]',
    unicodeBidi: 'isolate',
  });

  // Amounts are Intl's Arabic (Latin digits, "US$" after the number), isolated left to right.
  const total = `${rlm}3,428.00${nbsp}US$`;
  const amounts = invoice.locator('bdi[dir="ltr"]').filter({ hasText: /US\$/ });
  await expect(amounts.first()).toBeVisible();
  const texts = await amounts.evaluateAll((elements) => elements.map((e) => e.textContent));
  expect(texts).toContain(total);
  expect(texts).toContain(`${rlm}0.00${nbsp}US$`);
  for (const text of texts) expect(text).toMatch(/^\u200f\u200e?-?[\d,]+\.\d{2}\u00a0US\$$/);
  expect(await layoutOf(amounts.first())).toMatchObject({ direction: 'ltr' });

  // The list: the issue date written the Arabic way (it read "Oct 2026 23"), the total isolated,
  // the client's name in its own direction.
  await page.goto('/apps/invoice/list?status=paid&q=jordan');
  const row = page
    .getByRole('link', { name: '#4987', exact: true })
    .locator('xpath=ancestor::tr[1]');
  await expect(row).toBeVisible(backendStart);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(row).toContainText(/\d{1,2}\u200f\/\d{1,2}\u200f\/\d{4}/);
  await expect(row).not.toContainText(/[A-Z][a-z]{2} \d{4}/);
  await expect(row.locator('bdi[dir="ltr"]', { hasText: 'US$' })).toHaveText(total);
  await expect(row.getByText('Jordan Stevenson', { exact: true })).toHaveAttribute('dir', 'auto');
});

test('the checkout’s discount, a negative amount, reads right in Arabic', async ({ page }) => {
  await signUp(page, 'arabic', '/apps/ecommerce/shop');
  const addButton = page.getByRole('button', { name: /^Add To Cart: / }).first();
  await expect(addButton).toBeVisible(backendStart);
  await addButton.click();
  await expect(page.getByRole('link', { name: /^View In Cart: / }).first()).toBeVisible();
  await switchToArabic(page);

  await page.goto('/apps/ecommerce/checkout');
  await expectPath(page, '/apps/ecommerce/checkout');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Every line has a discount of 3 to 20 %: the price details show it as a negative amount.
  const negative = page.locator('dd bdi[dir="ltr"]', { hasText: '-' });
  await expect(negative).toHaveCount(1, backendStart);
  const text = await negative.evaluate((element) => element.textContent);
  // Intl writes "‏‎-12.34 US$"; shown as it is in a right-to-left line it read "$-12.34 US".
  expect(text).toMatch(new RegExp(`^${rlm}${lrm}-\\d[\\d,]*\\.\\d{2}${nbsp}US\\$$`));
  expect(await layoutOf(negative)).toMatchObject({ direction: 'ltr', unicodeBidi: 'isolate' });
});

test('in Arabic an app’s sidebar opens at the right, its start, and a form at the left', async ({
  page,
}) => {
  const width = 800;
  await page.setViewportSize({ width, height: 740 });
  await signInAs(page, 'admin', '/apps/todo');
  await switchToArabic(page);
  /** Where the dialog stands once it has slid in: its left and right edges. */
  const edges = (dialog: Locator) =>
    expect.poll(async () => {
      const box = await dialog.boundingBox();
      return box && [Math.round(box.x), Math.round(box.x + box.width)];
    });

  await page.getByRole('button', { name: 'إظهار المرشحات والوسوم' }).click(backendStart);
  const sidebar = page.getByRole('dialog', { name: 'المرشحات والوسوم' });
  await edges(sidebar).toEqual([width - 320, width]);
  await page.keyboard.press('Escape');

  await page.goto('/apps/user/list');
  await page.getByRole('button', { name: 'إضافة مستخدم جديد' }).click(backendStart);
  const form = page.getByRole('dialog', { name: 'مستخدم جديد' });
  await edges(form).toEqual([0, 440]);
});
