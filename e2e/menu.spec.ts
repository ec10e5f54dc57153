import { expect, test } from '@playwright/test';
import { expectPath, signInAs } from './helpers';

// Collapsed (as it starts), the vertical menu is a rail of icons that widens while the pointer is
// in it. A person points at an icon and clicks at once: the entry must still be under the pointer.

test('the collapsed menu widens under the pointer without moving an entry, so a click lands', async ({
  page,
}) => {
  // The e-commerce dashboard: its group holds the page, and opened by itself it pushed entries down.
  await signInAs(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const email = menu.getByRole('link', { name: 'Email', exact: true });
  await expect(email).toHaveAttribute('data-icon-only', 'true');
  const tops = () =>
    menu
      .locator('a, button')
      .evaluateAll((entries) => entries.map((entry) => entry.getBoundingClientRect().top));
  const inRail = await tops();

  const box = await email.boundingBox();
  expect(box).not.toBeNull();
  await page.mouse.move((box?.x ?? 0) + 20, (box?.y ?? 0) + (box?.height ?? 0) / 2);
  await expect(email).not.toHaveAttribute('data-icon-only');
  await expect(menu.getByText('Apps & Pages')).toBeVisible();
  expect(await tops()).toEqual(inRail);

  await page.mouse.down();
  await page.mouse.up();
  await expectPath(page, '/apps/email');
});
