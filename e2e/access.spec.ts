import { type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signOut,
  signUp,
  submitLogin,
  unique,
} from './helpers';

// Roles and permissions: a permission added (after a refused empty name), renamed, found by role
// and deleted; a role that may only read invoices, a new person in it, and what that person then
// sees and may do. Each test signs up an admin of its own: in server mode specs share a database.

const permissionsTable = (page: Page) => page.getByRole('table', { name: 'Permissions' });
const permissionRows = (page: Page) => permissionsTable(page).locator('tbody tr');
const usersTable = (page: Page) => page.getByRole('table', { name: 'Users with their roles' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function choose(
  page: Page,
  scope: Page | ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test(
  'add, rename, filter and delete a permission; a role and a user who may only read invoices',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(300_000);
    await signUp(page, 'access', '/apps/permissions');
    const id = unique();

    // Permissions: an empty name is refused on the field, then a real one is added.
    await expect(page.getByRole('heading', { name: 'Permissions List' })).toBeVisible();
    await expect(permissionRows(page).first()).toBeVisible(backendStart);
    await page.getByRole('button', { name: 'Add Permission' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Permission' });
    await add.getByRole('button', { name: 'Create Permission' }).click();
    await expect(add.getByText('Please enter a valid Permission Name')).toBeVisible();
    const name = `Audit trail ${id}`;
    await add.getByLabel('Permission Name').fill(name);
    await add.getByRole('button', { name: 'Create Permission' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(`“${name}” was added.`)).toBeVisible();

    // Found by search, assigned to the administrators; renamed through the edit modal.
    await page.getByRole('textbox', { name: 'Search' }).fill(id);
    await expect(page).toHaveURL(new RegExp(`q=${id}`));
    await expect(permissionRows(page)).toHaveCount(1);
    await expect(permissionRows(page).first()).toContainText(name);
    await expect(permissionRows(page).first()).toContainText('Administrator');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Permission' });
    await expect(edit.getByText('Warning!')).toBeVisible();
    const renamed = `Audit log ${id}`;
    await edit.getByLabel('Permission Name').fill(renamed);
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(edit).toBeHidden();
    await expect(permissionRows(page).first()).toContainText(renamed);

    // Mock mode walks the permissions this far; the rest is the same UI on the same API code,
    // walked in server mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // The role filter goes into the URL and survives a reload.
    await choose(page, page, 'Role', 'Support');
    await expect(page).toHaveURL(/role=support/);
    await expect(page.getByText('No permissions found')).toBeVisible();
    await choose(page, page, 'Role', 'Administrator');
    await expect(page).toHaveURL(/role=administrator/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Role', exact: true })).toHaveValue(
      'Administrator',
      backendStart,
    );
    await expect(permissionRows(page)).toHaveCount(1, backendStart);
    await expect(permissionRows(page).first()).toContainText(renamed);

    // Deleted after a confirmation.
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete permission?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No permissions found')).toBeVisible();

    // A role that may only read invoices.
    await page.goto('/apps/roles');
    await expect(page.getByRole('heading', { name: 'Roles List' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Administrator' })).toBeVisible(backendStart);
    await page.getByRole('button', { name: 'Add New Role' }).click();
    const roleModal = page.getByRole('dialog', { name: 'Add New Role' });
    const role = `Auditor ${id}`;
    await roleModal.getByRole('textbox', { name: 'Role Name' }).fill(role);
    await roleModal.getByRole('checkbox', { name: 'Read: Invoices' }).check();
    await roleModal.getByRole('button', { name: 'Submit' }).click();
    await expect(roleModal).toBeHidden();
    const card = page.getByRole('article', { name: role });
    await expect(card).toContainText('Total 0 users');

    // A new person in that role, added from the roles page.
    const username = `auditor_${id}`;
    const email = `${username}@example.com`;
    const password = 'auditor-pass-1';
    await page.getByRole('button', { name: 'Add User' }).click();
    const userModal = page.getByRole('dialog', { name: 'Add User' });
    await userModal.getByLabel('Full Name').fill(`Ada Auditor ${id}`);
    await userModal.getByLabel('Username').fill(username);
    await userModal.getByLabel('Email').fill(email);
    await userModal.getByLabel(/^Password/).fill(password);
    await choose(page, userModal, 'User Role', role);
    await userModal.getByRole('button', { name: 'Add User' }).click();
    await expect(userModal).toBeHidden();
    await expect(page.getByText(`Ada Auditor ${id} can now sign in.`)).toBeVisible();
    await expect(card).toContainText('Total 1 user');
    await page.getByRole('textbox', { name: 'Search' }).fill(username);
    await expect(usersTable(page).locator('tbody tr')).toHaveCount(1);
    await expect(
      usersTable(page).getByRole('combobox', { name: `Role of Ada Auditor ${id}` }),
    ).toHaveValue(role);

    // That person sees the invoices and nothing else, and may not delete one.
    await signOut(page);
    await submitLogin(page, email, password);
    await expectPath(page, '/apps/invoice/list', backendStart);
    const invoice = mainMenu(page).getByRole('button', { name: 'Invoice' });
    await expect(invoice).toBeVisible();
    for (const other of ['User', 'Roles & Permissions', 'eCommerce', 'Email', 'Calendar'])
      await expect(mainMenu(page).getByRole('button', { name: other })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'Access Control' })).toHaveCount(0);

    const rows = page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible(backendStart);
    await rows
      .first()
      .getByRole('button', { name: /^More actions for invoice #/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: /not (authori[sz]ed|allowed)/i }),
    ).toBeVisible();
    await expect(rows.first()).toBeVisible();
  },
);

test('roles and permissions screens are accessible in both skins', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'access-axe', '/apps/permissions');
  await expect(permissionRows(page).first()).toBeVisible(backendStart);
  await expectAccessibleInBothSkins(page, 'permissions list');
  await page.getByRole('button', { name: 'Add Permission' }).click();
  await expectAccessibleInBothSkins(page, 'add permission modal', async () => {
    await page.getByRole('button', { name: 'Add Permission' }).click();
  });
  await page.keyboard.press('Escape');

  await page.goto('/apps/roles');
  await expect(page.getByRole('article', { name: 'Administrator' })).toBeVisible(backendStart);
  await expect(usersTable(page).locator('tbody tr').first()).toBeVisible(backendStart);
  await expectAccessibleInBothSkins(page, 'roles list');
  const openEditor = async () => {
    await page
      .getByRole('article', { name: 'Manager' })
      .getByRole('button', { name: 'Edit Role' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit Role' })).toBeVisible();
  };
  await openEditor();
  await expectAccessibleInBothSkins(page, 'role editor', openEditor);
});
