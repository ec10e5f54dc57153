import { type Locator, expect, test } from '@playwright/test';
import { backendStart, expectAccessible, expectNoSidewaysScroll, phone, signUp } from './helpers';

// A phone's width (360 px): screens whose rows broke in two, whose words were cut or whose tables
// needed sideways scrolling. Layout only; what the screens do is their own specs'.

test.use({ viewport: phone });

/** The element is wholly on screen, side to side, and shows all of its content (nothing cut). */
async function expectWhollyShown(element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(phone.width);
  const cut = await element.evaluate((node) => node.scrollWidth > node.clientWidth);
  expect(cut, `${what}: content wider than its box`).toBe(false);
}

/** The tops of the elements' boxes, rounded: one value when they share a row. */
async function rowTops(elements: Locator[]): Promise<number[]> {
  const tops = await Promise.all(elements.map(async (element) => (await element.boundingBox())?.y));
  return [...new Set(tops.map((top) => Math.round(top ?? -1)))];
}

test('at 360 px: the checkout steps and profile tabs keep one row, the month is named in full, invoices fit', async ({
  page,
}) => {
  // Four page loads: in mock mode each one starts the database in the browser again.
  test.setTimeout(240_000);
  await signUp(page, 'narrow', '/apps/ecommerce/checkout');

  // Checkout: the three steps, labels under their icons, on one line. (The navbar has a "Cart"
  // button too.)
  const steps = ['Cart', 'Address', 'Payment'].map((name) =>
    page.getByRole('main').getByRole('button', { name, exact: true }),
  );
  await expect(steps[0] as Locator).toHaveAttribute('aria-current', 'step', backendStart);
  expect(await rowTops(steps), 'checkout steps on one row').toHaveLength(1);
  for (const [index, step] of steps.entries()) await expectWhollyShown(step, `step ${index + 1}`);
  await expectNoSidewaysScroll(page, 'checkout');
  await expectAccessible(page, 'checkout at 360 px');

  // Profile: the four tabs on one row.
  await page.goto('/pages/profile');
  const tabList = page.getByRole('tablist', { name: 'Profile sections' });
  const tabs = tabList.getByRole('tab');
  await expect(tabs).toHaveCount(4, backendStart);
  expect(await rowTops(await tabs.all()), 'profile tabs on one row').toHaveLength(1);
  await expectWhollyShown(tabList.getByRole('tab', { name: 'Friends' }), 'the last tab');
  await expectNoSidewaysScroll(page, 'profile');
  await expectAccessible(page, 'profile at 360 px');

  // Calendar: September, the longest English month name, written out and not cut.
  await page.goto('/apps/calendar?date=2031-09-10');
  const title = page.getByRole('heading', { name: 'September 2031', exact: true });
  await expect(title).toBeVisible(backendStart);
  await expect(title).toHaveText('September 2031');
  await expectWhollyShown(title, 'month title');
  await expectNoSidewaysScroll(page, 'calendar');
  await expectAccessible(page, 'calendar at 360 px');

  // Invoices: number, status, client and total of every row on screen without scrolling.
  await page.goto('/apps/invoice/list');
  const table = page.getByRole('table', { name: 'Invoices' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(10, backendStart);
  // A sortable header's name goes on with its order: "Status , not sorted…".
  for (const name of ['#', 'Status', 'Client', 'Total'])
    await expectWhollyShown(
      table.getByRole('columnheader', { name: new RegExp(`^${name} ,`) }),
      name,
    );
  const first = rows.first();
  await expectWhollyShown(first.getByRole('link', { name: /^#\d+$/ }), 'invoice number');
  await expectWhollyShown(first.getByRole('img'), 'invoice status');
  await expectWhollyShown(first.locator('td').nth(3), 'client');
  await expectWhollyShown(first.locator('td').nth(4), 'total');
  // The secondary columns give way rather than push the table off the screen.
  const balance = table.locator('thead th', { hasText: 'Balance' });
  await expect(balance).toHaveCount(1);
  await expect(balance).toBeHidden();
  await expectWhollyShown(table, 'invoice table');
  await expectNoSidewaysScroll(page, 'invoices');
  await expectAccessible(page, 'invoices at 360 px');
});

test('at 360 px the permission and data tables show their key columns without sideways scrolling', async ({
  page,
}) => {
  await signUp(page, 'narrow', '/apps/permissions');
  const permissions = page.getByRole('table', { name: 'Permissions' });
  await expect(permissions.locator('tbody tr').first()).toBeVisible(backendStart);
  for (const name of ['Name', 'Assigned To', 'Actions'])
    await expectWhollyShown(permissions.getByRole('columnheader', { name, exact: true }), name);
  await expectWhollyShown(
    permissions.locator('tbody tr').first().getByRole('button').last(),
    'a row action',
  );
  await expectWhollyShown(permissions, 'permissions table');
  await expectNoSidewaysScroll(page, 'permissions');
  await expectAccessible(page, 'permissions at 360 px');

  await page.goto('/datatables/basic');
  const zeroConfig = page.getByRole('table', { name: 'Zero Configuration' });
  await expect(zeroConfig.locator('tbody tr').first()).toBeVisible(backendStart);
  for (const name of [/^Full Name/, /^Post/])
    await expectWhollyShown(zeroConfig.getByRole('columnheader', { name }), String(name));
  const salary = zeroConfig.locator('thead th', { hasText: 'Salary' });
  await expect(salary).toHaveCount(1);
  await expect(salary).toBeHidden();
  for (const table of await page.getByRole('table').all())
    await expectWhollyShown(table, `${await table.getAttribute('aria-label')} table`);
  await expectNoSidewaysScroll(page, 'basic data tables');
});
