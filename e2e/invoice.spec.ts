import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signUp,
  unique,
} from './helpers';

// Invoices: the list's filters kept in the URL, an invoice written with two items (after a refused
// attempt), its preview with the server's total, a partial then a full payment, the PDF, print and
// delete. Invoices belong to the organisation, so the walk bills a client of its own and looks its
// invoice up by that client's name: in server mode other specs share the database.

const table = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const rows = (page: Page) => table(page).locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search' });
const itemRow = (page: Page, number: number) => page.getByRole('group', { name: `Item ${number}` });
const actions = (page: Page) => page.getByRole('region', { name: 'Invoice actions' });

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function fillItem(page: Page, number: number, item: string, cost: string, qty: string) {
  const row = itemRow(page, number);
  await row.getByRole('combobox', { name: 'Item' }).fill(item);
  await row.getByRole('combobox', { name: 'Item' }).press('Escape');
  await row.getByRole('textbox', { name: 'Cost' }).fill(cost);
  await row.getByRole('textbox', { name: 'Qty' }).fill(qty);
}

/** Adds a payment through the preview's drawer; an empty amount keeps the drawer's default. */
async function pay(page: Page, amount?: string) {
  await actions(page).getByRole('button', { name: 'Add Payment' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add Payment' });
  if (amount !== undefined) await drawer.getByLabel('Payment Amount').fill(amount);
  await drawer.getByRole('button', { name: 'Add payment' }).click();
  await expect(drawer).toBeHidden();
}

test(
  'filter, write, preview, pay, download, print and delete an invoice',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(300_000);
    // The print page opens the print dialog: note the call instead of showing a dialog.
    await page.context().addInitScript(() => {
      window.print = () => document.documentElement.setAttribute('data-printed', 'yes');
    });
    await signUp(page, 'invoice', '/apps/invoice/list');

    // The list: status and search go into the URL and survive a reload.
    await expect(rows(page)).toHaveCount(10, backendStart);
    await chooseStatus(page, 'Paid');
    await expect(page).toHaveURL(/status=paid/);
    await searchBox(page).fill('jordan');
    await expect(page).toHaveURL(/q=jordan/);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('#4987');
    await expect(rows(page).first()).toContainText('Jordan Stevenson');
    await page.reload();
    await expect(searchBox(page)).toHaveValue('jordan', backendStart);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Paid');
    // In mock mode the reload restarts the in-browser API: the kept page shows until it answers.
    await expect(table(page)).toHaveAttribute('aria-busy', 'false', backendStart);
    await expect(rows(page)).toHaveCount(1);
    await chooseStatus(page, 'Draft');
    await expect(table(page).getByText('No invoices found')).toBeVisible();
    await searchBox(page).fill('');
    await chooseStatus(page, 'Select Status');
    await expect(rows(page)).toHaveCount(10);
    await expectAccessibleInBothSkins(page, 'invoice list');

    // Write an invoice: a save without a client or an item is refused inline, then two items.
    await page.getByRole('link', { name: 'Add Record' }).click();
    await expectPath(page, '/apps/invoice/add');
    await expect(page.getByRole('heading', { name: 'New invoice' })).toBeVisible(backendStart);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Choose a client')).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/invoice\/add$/);

    const client = `Client ${unique()}`;
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Add new client' }).click();
    const clientDrawer = page.getByRole('dialog', { name: 'New client' });
    await clientDrawer.getByRole('textbox', { name: 'Name' }).fill(client);
    await clientDrawer.getByRole('textbox', { name: 'Company' }).fill('E2E Widgets Ltd');
    await clientDrawer
      .getByRole('textbox', { name: 'E-mail' })
      .fill(`${client.replace(' ', '.')}@example.com`);
    await clientDrawer.getByRole('button', { name: 'Add client' }).click();
    await expect(clientDrawer).toBeHidden();

    await fillItem(page, 1, 'Software Development', '19.99', '3');
    await page.getByRole('button', { name: 'Add item' }).click();
    await fillItem(page, 2, 'Design review', '10', '1');
    await page.getByLabel('Discount (%)').fill('10');
    await page.getByLabel('Tax (%)').fill('7.5');
    // 59.97 + 10 = 69.97, less 7.00, plus 7.5 % of 62.97 = 4.72: 67.69, as the server computes.
    const total = page.getByRole('definition').last();
    await expect(total).toHaveText('$67.69');
    await expectAccessibleInBothSkins(page, 'invoice editor');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/, backendStart);
    const id = Number(page.url().split('/').at(-1));
    const documentCard = page.getByRole('article', { name: `Invoice #${id}` });
    await expect(documentCard).toContainText(client);
    await expect(documentCard).toContainText('$67.69');
    await expect(actions(page)).toContainText('Draft');

    // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
    // mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // A partial payment, then the rest: Partial Payment with its balance, then Paid.
    await pay(page, '20');
    await expect(actions(page)).toContainText('Partial Payment');
    await expect(actions(page)).toContainText('$47.69');
    await expectAccessibleInBothSkins(page, 'invoice preview');
    await pay(page);
    await expect(actions(page)).toContainText('Paid');
    await expect(actions(page)).toContainText('This invoice is paid in full.');

    // The editor opens on what was saved, with what has been paid beside it.
    await actions(page).getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, `/apps/invoice/edit/${id}`);
    await expect(itemRow(page, 2).getByRole('textbox', { name: 'Cost' })).toHaveValue(
      /^\$?10(\.00)?$/,
      backendStart,
    );
    await expect(page.getByRole('definition').last()).toHaveText('$67.69');
    await expectAccessibleInBothSkins(page, 'invoice edit');
    await page.goBack();

    // The PDF is a real PDF file.
    const downloading = page.waitForEvent('download');
    await actions(page).getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    // Print opens the document alone in a new tab and asks for the print dialog.
    const opening = page.context().waitForEvent('page');
    await actions(page)
      .getByRole('link', { name: /^Print/ })
      .click();
    const printTab = await opening;
    await expect(printTab).toHaveURL(new RegExp(`/apps/invoice/print/${id}$`));
    await expect(printTab.getByRole('article', { name: `Invoice #${id}` })).toContainText(
      client,
      backendStart,
    );
    await expect(printTab.locator('html')).toHaveAttribute('data-printed', 'yes');
    await expect(printTab.getByRole('navigation')).toHaveCount(0);
    await printTab.close();

    // Delete it from the list, confirmed.
    await page.goto(`/apps/invoice/list?q=${encodeURIComponent(client)}`);
    await expect(rows(page)).toHaveCount(1, backendStart);
    await rows(page)
      .getByRole('button', { name: `More actions for invoice #${id}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete invoice #${id}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(table(page).getByText('No invoices found')).toBeVisible();
    await page.goto(`/apps/invoice/preview/${id}`);
    await expect(page.getByText('Invoice not found')).toBeVisible(backendStart);
  },
);
