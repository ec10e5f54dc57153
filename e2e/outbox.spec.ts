import { type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  expectAccessible,
  expectPath,
  inMockMode,
  signOut,
  signUp,
  unique,
} from './helpers';

// The outbox: mail to an address outside the instance is kept there when the server sends none
// (both E2E servers have no SMTP). An admin reads it on /apps/outbox; on a demo a signed-out
// visitor reads the mail to one address on /outbox. In server mode every spec of a run shares one
// database and its outbox, so the walk finds its own mail by a unique address and empties the
// outbox only in mock mode, where the database is the test's own.

const composer = (page: Page) => page.getByRole('dialog', { name: 'Compose Mail' });
const outboxTable = (page: Page) => page.getByRole('table', { name: 'Kept mail' });
const reader = (page: Page) => page.getByRole('dialog', { name: 'Mail' });

/** Sends a mail from the e-mail screen, as a person does. */
async function sendMail(page: Page, to: string, subject: string): Promise<void> {
  await page.goto('/apps/email');
  await page.getByRole('button', { name: 'Compose' }).click(backendStart);
  const dialog = composer(page);
  const field = dialog.getByRole('textbox', { name: 'To' });
  await field.fill(to);
  await field.press('Enter');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Message' })
    .fill('The report is at https://reports.example/q3 for you.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  // In mock mode the list is drawn from the answers kept from the last visit while the database
  // starts again after the page load; the send waits for that start (seconds on a busy machine).
  await expect(page.getByText('Email sent')).toBeVisible(backendStart);
}

test(
  'mail to an outside address waits in the outbox: an admin reads it, a visitor reads their own',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(300_000);
    const id = unique();
    const address = `friend.${id}@outside.example`;
    const subject = `Quarterly report ${id}`;
    const me = await signUp(page, 'outbox');
    await sendMail(page, address, subject);

    // The admin's outbox: found by its recipient, read whole in the reader.
    await page.goto('/apps/outbox');
    await page.getByRole('textbox', { name: 'Search' }).fill(address);
    const row = outboxTable(page).getByRole('row').filter({ hasText: address });
    await expect(row).toHaveCount(1, backendStart);
    await expect(row).toContainText('Email');
    await expectAccessible(page, 'outbox');
    await row.getByRole('link', { name: subject }).click();
    const dialog = reader(page);
    await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
    await expect(dialog.getByText(`To: ${address}`)).toBeVisible();
    // The HTML part, sandboxed: the sender is named, the message is there.
    const html = dialog.frameLocator('iframe');
    await expect(
      html.getByText(`${me.username} (${me.email}) sent you this message`),
    ).toBeVisible();
    await expect(
      html.getByText('The report is at https://reports.example/q3 for you.'),
    ).toBeVisible();
    await expectAccessible(page, 'outbox reader');
    // The text part, its address a link that opens a new tab.
    await dialog.getByRole('tab', { name: 'Text' }).click();
    const link = dialog.getByRole('link', { name: 'https://reports.example/q3' });
    await expect(link).toHaveAttribute('href', 'https://reports.example/q3');
    await expect(link).toHaveAttribute('target', '_blank');
    // The reader is in the URL: a reload opens the same mail again.
    await page.reload();
    await expect(reader(page).getByRole('heading', { name: subject })).toBeVisible(backendStart);
    await reader(page).getByRole('button', { name: 'Close' }).click();
    await expect(reader(page)).toBeHidden();

    // Signed out, the sign-in page leads a demo's visitor to the mail sent to their address.
    await signOut(page);
    await page.getByRole('link', { name: 'Open the demo outbox' }).click();
    await expectPath(page, '/outbox', backendStart);
    await page.getByRole('textbox', { name: 'Email address' }).fill(address);
    await page.getByRole('button', { name: 'Show mail' }).click();
    await expect(page).toHaveURL(/[?&]to=/);
    await expect(page.getByText(`1 mail for ${address}, newest first.`)).toBeVisible(backendStart);
    await expect(page.getByRole('heading', { name: subject, level: 3 })).toBeVisible();
    await expectAccessible(page, 'demo outbox');
    // Another address sees none of it.
    await page.getByRole('textbox', { name: 'Email address' }).fill(`nobody.${id}@outside.example`);
    await page.getByRole('button', { name: 'Show mail' }).click();
    await expect(page.getByText(`No mail for nobody.${id}@outside.example yet.`)).toBeVisible();

    // Mock mode's database is this test's own: there the outbox can be emptied without taking
    // another spec's mail (server mode's outbox is every spec's).
    if (!inMockMode()) return;
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expectPath(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectPath(page, accounts.admin.home, backendStart);
    await page.goto('/apps/outbox');
    await expect(outboxTable(page).getByText(address)).toBeVisible(backendStart);
    await page.getByRole('button', { name: 'Empty outbox' }).click();
    await page
      .getByRole('dialog', { name: 'Empty the outbox?' })
      .getByRole('button', { name: 'Empty outbox' })
      .click();
    await expect(page.getByText('Outbox emptied')).toBeVisible();
    await expect(page.getByText('The outbox is empty')).toBeVisible();
  },
);
