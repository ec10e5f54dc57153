import type { Names } from './names';

/** `e2e/<id>.spec.ts`: the module walked as a user would, in both modes (tagged @walk). */
export const e2eSpec = (n: Names) => `import { expect, test } from '@playwright/test';
import { backendStart, expectAccessibleInBothSkins, signUp, unique } from './helpers';

// ${n.title}: an empty name refused on its field, an item added, found by search and deleted.
// The test signs up an admin of its own: in server mode the specs share one database.

test('add, find and delete an item', { tag: '@walk' }, async ({ page }) => {
  await signUp(page, '${n.camel}', '/apps/${n.id}');
  await expect(page.getByRole('heading', { name: '${n.title}' })).toBeVisible();
  const rows = page.getByRole('table', { name: '${n.title}' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible(backendStart);

  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  const name = \`Item \${unique()}\`;
  await page.getByRole('textbox', { name: 'New item' }).fill(name);
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText(\`“\${name}” was added.\`)).toBeVisible();

  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(name);
  await expectAccessibleInBothSkins(page, '${n.title}');

  await page.getByRole('button', { name: \`Delete \${name}\` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(\`“\${name}” was deleted.\`)).toBeVisible();
  await expect(page.getByText('No items')).toBeVisible();
});
`;
