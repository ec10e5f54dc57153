import { readFile } from 'node:fs/promises';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  columnTexts,
  expectAccessible,
  expectPath,
  signInAs,
  unique,
} from './helpers';

// Column positions in the users table: User (name + e-mail), E-mail, Role, Plan, Billing, Status.
const col = { user: 1, email: 2, role: 3 } as const;

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rows = (page: Page) => usersTable(page).locator('tbody tr');
const nameLinks = (page: Page) => usersTable(page).locator(`tbody td:nth-child(${col.user}) a`);
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });
const noUsers = (page: Page) => page.getByText('No users match this search and these filters.');

/** A text field by its label (a required field's label ends with an asterisk). */
const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}\\b`) });

/** Picks an option of a Mantine Select by the select's accessible name. */
async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the table shows rows for the current URL (no loader over them). */
async function tableReady(page: Page): Promise<void> {
  // After a reload in mock mode the database starts again first: allow for that here too.
  await expect(usersTable(page)).not.toHaveAttribute('aria-busy', 'true', backendStart);
  await expect(rows(page).first()).toBeVisible(backendStart);
}

const isSorted = (values: string[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin', '/apps/user/list');
  await tableReady(page);
});

test('search, role filter, sort and page size live in the URL and survive a reload', async ({
  page,
}) => {
  await expectAccessible(page, 'users list');

  // Page size: 25 rows (the sample data has 50 users).
  await choose(page, 'Entries per page', '25');
  await expect(page).toHaveURL(/[?&]perPage=25\b/);
  await expect(rows(page)).toHaveCount(25);

  // Sort by e-mail, ascending: the server orders the whole list.
  await usersTable(page)
    .getByRole('button', { name: /^E-mail/ })
    .click();
  await expect(page).toHaveURL(/[?&]sortColumn=email\b/);
  // Ascending is the list's default direction, so the address leaves it out.
  await expect(page).not.toHaveURL(/[?&]sort=/);
  await expect
    .poll(async () => isSorted(await columnTexts(usersTable(page), col.email)))
    .toBe(true);

  // Role filter: only admins.
  await choose(page, 'Select Role', 'Admin');
  await expect(page).toHaveURL(/[?&]role=admin\b/);
  await expect
    .poll(async () => {
      const roles = await columnTexts(usersTable(page), col.role);
      return roles.length > 0 && roles.every((role) => role.trim() === 'Admin');
    })
    .toBe(true);

  // Search: the first word of the first admin's name.
  const firstName = (await nameLinks(page).first().innerText()).trim().split(/\s+/)[0] ?? '';
  await searchBox(page).fill(firstName);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(firstName)}(&|$)`));
  await expect
    .poll(async () => {
      const texts = await rows(page).allInnerTexts();
      return texts.every((text) => text.toLowerCase().includes(firstName.toLowerCase()));
    })
    .toBe(true);
  const shown = await rows(page).allInnerTexts();
  expect(isSorted(await columnTexts(usersTable(page), col.email))).toBe(true);
  const url = page.url();

  await page.reload();
  await tableReady(page);
  expect(page.url()).toBe(url);
  await expect(searchBox(page)).toHaveValue(firstName);
  await expect(page.getByRole('combobox', { name: 'Select Role' })).toHaveValue('Admin');
  await expect(page.getByRole('combobox', { name: 'Entries per page' })).toHaveValue('25');
  await expect.poll(() => rows(page).allInnerTexts()).toEqual(shown);
  await expectAccessible(page, 'users list, filtered and sorted');

  // Export → CSV downloads exactly the rows on screen, in their order, under a header row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = csv.slice(1).trimEnd().split('\r\n');
  expect(header).toBe(
    'id,fullName,username,email,role,currentPlan,billing,status,company,country,contact',
  );
  const emails = (await columnTexts(usersTable(page), col.email)).map((email) => email.trim());
  expect(lines).toHaveLength(emails.length);
  lines.forEach((line, i) => expect(line).toContain(`,${emails[i]},admin,`));
});

test(
  'add a user (inline errors first), see it in the list, then delete it',
  { tag: '@walk' },
  async ({ page }) => {
    const id = unique();
    const fullName = `Tess Tester ${id}`;
    const email = `tess.${id}@example.com`;

    await page.getByRole('button', { name: 'Add New User' }).click();
    const drawer = page.getByRole('dialog', { name: 'New User' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page, 'add user drawer');

    // An invalid attempt: no username, a malformed e-mail. Both say why; nothing is added.
    await field(drawer, 'Full name').fill(fullName);
    await field(drawer, 'E-mail').fill('not-an-email');
    await drawer.getByRole('button', { name: 'Submit' }).click();
    await expect(field(drawer, 'Username')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(drawer, 'E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(drawer, 'E-mail')).toHaveAccessibleDescription(/valid e-mail/i);
    await expect(drawer).toBeVisible();
    await expectAccessible(page, 'add user drawer with errors');

    await field(drawer, 'Username').fill(`tess_${id}`);
    await field(drawer, 'E-mail').fill(email);
    await field(drawer, 'Contact').fill('(397) 294-5153');
    await field(drawer, 'Company').fill('Tester PVT LTD');
    await drawer.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option').first().click();
    await drawer.getByRole('button', { name: 'Submit' }).click();

    await expect(drawer).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: fullName })).toBeVisible();
    await searchBox(page).fill(id);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(fullName);
    await expect(rows(page).first()).toContainText(email);

    // Delete it, after confirming.
    await page.getByRole('button', { name: `Delete ${fullName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete user?' });
    await expect(confirm).toContainText(fullName);
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(noUsers(page)).toBeVisible();
    await expect(usersTable(page).getByText(fullName)).toHaveCount(0);

    // Gone for good, not just from the page.
    await page.reload();
    await expect(searchBox(page)).toHaveValue(id);
    await expect(noUsers(page)).toBeVisible(backendStart);
  },
);

test("a user's name opens their page; an unknown id says so", async ({ page }) => {
  // The last row of the first page: a user another test adds (server mode) appears at the top.
  const link = nameLinks(page).last();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectAccessible(page, 'user view');

  await page.goto('/apps/user/view/987654');
  await expect(page.getByText('User not found')).toBeVisible(backendStart);
  await expectPath(page, '/apps/user/view/987654');
  await expectAccessible(page, 'user not found');
});

test('pages walk by cursor: Next, Next, Previous, Last and First, with the ends disabled', async ({
  page,
}) => {
  const pager = page.getByRole('navigation', { name: 'Users' });
  const button = (name: string) => pager.getByRole('button', { name });
  const firstName = async () => (await nameLinks(page).first().innerText()).trim();
  /** Moves with `move`, then waits for the range to read `range` and the rows to settle. */
  async function moveTo(move: () => Promise<void>, range: RegExp): Promise<string> {
    const before = await firstName();
    await move();
    await expect(pager).toContainText(range);
    await expect(usersTable(page)).toHaveAttribute('aria-busy', 'false');
    await expect.poll(firstName).not.toBe(before);
    return firstName();
  }

  // The total: other tests add users in server mode, so it is read, not assumed.
  await expect(pager).toContainText(/^1–10 of [\d,]+$/);
  const total = Number((await pager.innerText()).match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
  expect(total).toBeGreaterThan(30);
  await expect(button('First page')).toBeDisabled();
  await expect(button('Previous page')).toBeDisabled();
  await expect(button('Next page')).toBeEnabled();
  const first = await firstName();
  await expectAccessible(page, 'users list pager');

  const second = await moveTo(() => button('Next page').click(), /^11–20 of /);
  await expect(page).toHaveURL(/[?&]cursor=[^&]+/);
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(button('Previous page')).toBeEnabled();

  // By keyboard: the focused Next button pressed with Enter.
  await button('Next page').focus();
  await moveTo(() => page.keyboard.press('Enter'), /^21–30 of /);
  await expect(page).toHaveURL(/[?&]page=3\b/);

  expect(await moveTo(() => button('Previous page').click(), /^11–20 of /)).toBe(second);

  // The last page's range, read again: a user added meanwhile by another test moves it.
  await moveTo(() => button('Last page').click(), /^[\d,]+–[\d,]+ of [\d,]+$/);
  await expect(page).toHaveURL(/[?&]cursor=last\b/);
  await expect(button('Next page')).toBeDisabled();
  await expect(button('Last page')).toBeDisabled();
  await expect(button('Previous page')).toBeEnabled();
  const [from = 0, to = 0, all = 0] = ((await pager.innerText()).match(/[\d,]+/g) ?? []).map((n) =>
    Number(n.replace(/,/g, '')),
  );
  expect(to).toBe(all);
  expect(from).toBe(Math.floor((all - 1) / 10) * 10 + 1);
  await expect(rows(page)).toHaveCount(to - from + 1);

  expect(await moveTo(() => button('First page').click(), /^1–10 of /)).toBe(first);
  await expect(page).not.toHaveURL(/[?&](cursor|page)=/);
  await expect(button('First page')).toBeDisabled();
});
