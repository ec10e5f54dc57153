import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { backendStart, expectAccessibleInBothSkins, inMockMode, signUp, unique } from './helpers';

// Data tables: the basic screen's client-side table (search, CSV export of the filtered rows, a
// record added after a refused empty submit), the advanced screen's server-side table with its
// view kept in the URL across a reload, and the virtual table scrolled to its 10,000th row. Rows
// are shared in server mode, so the walk only counts what it filtered or added itself.

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

/** CSV text → rows of fields (the export's quoting: RFC 4180, CRLF, BOM). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

test(
  'search, export and add on the basic tables; server paging in the URL',
  { tag: '@walk' },
  async ({ page }) => {
    // Two screens and a reload: slow with axe on a busy machine.
    test.setTimeout(240_000);
    await signUp(page, 'datatables', '/datatables/basic');

    // Basic: search the client-side table, then export the filtered rows as CSV.
    const buttons = 'DataTable with Buttons';
    await expect(bodyRows(page, buttons)).toHaveCount(10, backendStart);
    await region(page, buttons).getByRole('textbox', { name: 'Search' }).fill('engineer');
    const shown = region(page, buttons).getByText(/^Showing 1 to \d+ of \d+ entries$/);
    await expect(shown).toBeVisible();
    const total = Number(/of (\d+) entries/.exec((await shown.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(100);
    await region(page, buttons).getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('datatable.csv');
    const csv = parseCsv(await readFile(await download.path(), 'utf8'));
    expect(csv[0]).toEqual([
      'ID',
      'Full Name',
      'Post',
      'Email',
      'City',
      'Start Date',
      'Salary',
      'Age',
      'Experience',
      'Status',
    ]);
    // Every filtered row, all pages, and only those.
    expect(csv).toHaveLength(total + 1);
    for (const row of csv.slice(1)) {
      expect(row.slice(1, 4).join(' ').toLowerCase()).toContain('engineer');
    }
    const firstShown = await bodyRows(page, buttons).first().locator('td').nth(1).innerText();
    expect(csv[1]?.[1]).toBe(firstShown);

    // Add a record: an empty submit is refused on the fields, then a filled one is saved.
    await region(page, buttons).getByRole('button', { name: 'Add Record' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Record' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('This field is required')).toHaveCount(5);
    const name = `Record ${unique()}`;
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Post' }).fill('Data Engineer');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'Salary' }).fill('4200.5');
    const now = new Date();
    const month = now.toLocaleString('en-US', { month: 'long' });
    await dialog.getByRole('button', { name: /^Joining Date/ }).click();
    await page.getByRole('button', { name: `15 ${month} ${now.getFullYear()}` }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`${unique()}@example.com`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Record added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await region(page, buttons).getByRole('textbox', { name: 'Search' }).fill(name);
    await expect(bodyRows(page, buttons)).toHaveCount(1);
    await expect(bodyRows(page, buttons).first()).toContainText('Data Engineer');
    await region(page, buttons).getByRole('textbox', { name: 'Search' }).fill('');
    await expect(bodyRows(page, buttons)).toHaveCount(10);

    // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
    // mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // Advanced, server side: search, sort and page go into the URL and survive a reload.
    await page.goto('/datatables/advance');
    const server = 'Server Side';
    await expect(bodyRows(page, server)).toHaveCount(7, backendStart);
    await region(page, server).getByRole('textbox', { name: 'Search' }).fill('engineer');
    await expect(page).toHaveURL(/q=engineer/);
    await table(page, server)
      .getByRole('button', { name: /^Salary/ })
      .click();
    await expect(page).toHaveURL(/sortColumn=salary/);
    await table(page, server)
      .getByRole('button', { name: /^Salary/ })
      .click();
    await expect(page).toHaveURL(/sort=desc/);
    await region(page, server).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table(page, server)).toHaveAttribute('aria-busy', 'false');
    const names = await bodyRows(page, server).locator('td:first-child').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    const url = page.url();
    await page.reload();
    await expect(region(page, server).getByRole('textbox', { name: 'Search' })).toHaveValue(
      'engineer',
      backendStart,
    );
    expect(page.url()).toBe(url);
    await expect(bodyRows(page, server).locator('td:first-child')).toHaveText(names, backendStart);
    await expect(
      table(page, server).getByRole('button', { name: /^Salary.*sorted descending/ }),
    ).toBeVisible();

    // Advance search: a column filter narrows the server's rows.
    const advance = 'Advance Search';
    await region(page, advance).getByRole('textbox', { name: 'Full Name' }).fill(name);
    await expect(bodyRows(page, advance)).toHaveCount(1);
    await expect(bodyRows(page, advance).first()).toContainText(name);
    await region(page, advance).getByRole('button', { name: 'Clear filters' }).click();
    await expect(bodyRows(page, advance)).toHaveCount(10);
  },
);

// Server mode only (mock mode walks the @walk test): the same UI, so axe and the 10,000 rows need
// not run twice, and generating them in the browser's database would cost minutes of CI.
test('both screens are accessible in both skins; the virtual table scrolls 10,000 rows', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, 'datatables_a11y', '/datatables/basic');
  await expect(bodyRows(page, 'DataTable with Buttons')).toHaveCount(10, backendStart);
  await expectAccessibleInBothSkins(page, 'basic data tables');
  await page.goto('/datatables/advance');
  await expect(bodyRows(page, 'Server Side')).not.toHaveCount(0, backendStart);
  await expectAccessibleInBothSkins(page, 'advanced data tables');

  // The virtual table: top it up to 10,000 rows, scroll to the end, see the last row.
  const virtual = region(page, 'Virtual Scrolling');
  const topUp = virtual.getByRole('button', { name: /^Add [\d,]+ sample rows?$/ });
  if (await topUp.isEnabled()) await topUp.click();
  const count = virtual.getByRole('status');
  await expect(count).toHaveText(/^\d{2},\d{3} rows$/, { timeout: 120_000 });
  const rowCount = Number((await count.innerText()).replace(/\D/g, ''));
  expect(rowCount).toBeGreaterThanOrEqual(10_000);
  const grid = table(page, 'Virtual Scrolling');
  await expect(grid).toHaveAttribute('aria-rowcount', String(rowCount + 1));
  // Only the rows in view (and a few around them) are in the DOM.
  expect(await grid.locator('tbody tr[aria-rowindex]').count()).toBeLessThan(60);
  const viewport = virtual.getByRole('region', { name: 'Scrollable rows' });
  await viewport.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  const last = grid.locator(`tbody tr[aria-rowindex="${rowCount + 1}"]`);
  await expect(last).toBeVisible();
  await expect(grid.locator('thead')).toBeInViewport();
});
