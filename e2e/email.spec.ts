import { type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signInAs,
  signOut,
  signUp,
  signUpPassword,
  submitLogin,
} from './helpers';

// The e-mail screen: folders and labels, reading with previous / next, star, label, bulk move,
// compose and send to another user of the instance. The walk signs up users of its own, who start
// with a welcome mailbox: in server mode every spec of a run shares one database.

const mailList = (page: Page) => page.getByRole('list', { name: 'Emails' });
const rows = (page: Page) => mailList(page).getByRole('listitem');
const row = (page: Page, subject: string) => rows(page).filter({ hasText: subject });
const folders = (page: Page) => page.getByRole('navigation', { name: 'Mail folders' });
/** A folder's link; its name ends with the unread (or draft) count when there is one. */
const folder = (page: Page, name: string) =>
  folders(page).getByRole('link', { name: new RegExp(`^${name}\\b`) });
const labels = (page: Page) => page.getByRole('navigation', { name: 'Mail labels' });
const readerTitle = (page: Page) => page.getByRole('heading', { level: 2 });
const composer = (page: Page) => page.getByRole('dialog', { name: 'Compose Mail' });

/** The subjects of the rows, in order, read from their "Select "<subject>"" checkboxes. */
async function subjects(page: Page): Promise<string[]> {
  const names = await rows(page)
    .getByRole('checkbox')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return names.map((name) => name.replace(/^Select "(.*)"$/, '$1'));
}

async function show(page: Page, link: ReturnType<typeof folder>, path: string): Promise<void> {
  await link.click();
  await expectPath(page, path);
}

test(
  'read, star, label, move and send mail; the recipient gets it and a reload keeps it all',
  { tag: '@walk' },
  async ({ page }) => {
    // Two sign-ups, a long walk and axe on three screens in two skins; in mock mode each page load
    // also starts the database in the browser again.
    test.setTimeout(300_000);
    // Mock mode sends to a demo account; only server mode signs the recipient up to read it.
    let recipient: string = accounts.client.email;
    if (!inMockMode()) {
      recipient = (await signUp(page, 'mailto')).email;
      await signOut(page);
    }
    await signUp(page, 'mail', '/apps/email');
    await expect(rows(page)).toHaveCount(3, backendStart);
    await expect(folder(page, 'Inbox')).toHaveAccessibleName(/3/);
    const [first = '', second = '', third = ''] = await subjects(page);
    await expect(row(page, first)).toContainText('Unread');
    await expectAccessibleInBothSkins(page, 'e-mail list');

    // Open the newest mail: it turns read. Next goes to the older one, previous comes back.
    await row(page, first).getByText(first).click();
    await expect(readerTitle(page)).toHaveText(first);
    await expect(page).toHaveURL(/[?&]mail=\d+/);
    await expect(page.getByRole('button', { name: 'Previous email' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next email' }).click();
    await expect(readerTitle(page)).toHaveText(second);
    await expect(page.getByRole('button', { name: 'Previous email' })).toBeEnabled();
    await page.getByRole('button', { name: 'Previous email' }).click();
    await expect(readerTitle(page)).toHaveText(first);

    // Star it and give it a label, from the reader.
    const star = page.getByRole('button', { name: 'Star', exact: true });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitem', { name: 'Company' }).click();
    // The reader shows the label as a badge (the sidebar's "Company" link is in the main area too).
    await expect(
      page
        .getByRole('main')
        .locator('.mantine-Badge-label')
        .filter({ hasText: /^Company$/ }),
    ).toBeVisible();
    await expectAccessibleInBothSkins(page, 'e-mail reader');
    await page.getByRole('button', { name: 'Back to list' }).click();
    await expect(page).not.toHaveURL(/[?&]mail=/);

    // The two read mails lost their "Unread"; the inbox count went down to the one left.
    await expect(row(page, first)).not.toContainText('Unread');
    await expect(row(page, second)).not.toContainText('Unread');
    await expect(row(page, third)).toContainText('Unread');
    await expect(folder(page, 'Inbox')).toHaveAccessibleName(/1/);

    // Bulk: select the two older mails and move them to Spam.
    await page.getByRole('checkbox', { name: `Select "${second}"` }).check();
    await page.getByRole('checkbox', { name: `Select "${third}"` }).check();
    const toolbar = page.getByRole('toolbar', { name: 'Selected emails' });
    await toolbar.getByRole('button', { name: 'Move to' }).click();
    await page.getByRole('menuitem', { name: 'Spam' }).click();
    await expect.poll(() => subjects(page)).toEqual([first]);
    await show(page, folder(page, 'Spam'), '/apps/email/spam');
    await expect.poll(() => subjects(page)).toEqual([second, third]);
    await show(page, folder(page, 'Starred'), '/apps/email/starred');
    await expect.poll(() => subjects(page)).toEqual([first]);
    await show(
      page,
      labels(page).getByRole('link', { name: 'Company' }),
      '/apps/email/label/company',
    );
    await expect.poll(() => subjects(page)).toEqual([first]);

    // Compose: an invalid address is refused inline, then fixed, and the mail is sent.
    const subject = `Quarterly numbers ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = composer(page);
    const to = dialog.getByRole('textbox', { name: 'To' });
    await to.fill('not-an-address');
    await to.press('Enter');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The numbers are in.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Not a valid e-mail address: not-an-address')).toBeVisible();
    await expectAccessibleInBothSkins(page, 'e-mail composer');
    await to.press('Backspace');
    await to.fill(recipient);
    await to.press('Enter');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email sent')).toBeVisible();
    await expect(dialog).toBeHidden();
    await show(page, folder(page, 'Sent'), '/apps/email/sent');
    await expect.poll(() => subjects(page)).toEqual([subject]);

    // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
    // mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // A reload keeps every change.
    await page.reload();
    await expect(rows(page)).toHaveCount(1, backendStart);
    await show(page, folder(page, 'Inbox'), '/apps/email');
    await expect.poll(() => subjects(page)).toEqual([first]);
    // Its one mail is read; the unread one now counts in Spam.
    await expect(folder(page, 'Inbox')).toHaveAccessibleName('Inbox');
    await expect(folder(page, 'Spam')).toHaveAccessibleName(/1/);
    await expect(rows(page).getByRole('button', { name: 'Star', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await show(page, folder(page, 'Spam'), '/apps/email/spam');
    await expect.poll(() => subjects(page)).toEqual([second, third]);

    // The recipient finds it in their inbox, unread.
    await signOut(page);
    await submitLogin(page, recipient, signUpPassword);
    await expectPath(page, accounts.admin.home, backendStart);
    await page.goto('/apps/email');
    await expect(row(page, subject)).toBeVisible(backendStart);
    await expect(row(page, subject)).toContainText('Unread');
    await expect(rows(page)).toHaveCount(4);
  },
);

test('the demo mailbox: folder counts, a label across folders, the sidebar in a drawer at 360 px', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/apps/email');
  await expect(rows(page)).toHaveCount(8, backendStart);
  await expect(folder(page, 'Inbox')).toHaveAccessibleName(/3/);
  await expect(folder(page, 'Draft')).toHaveAccessibleName(/4/);
  await expect(folder(page, 'Spam')).toHaveAccessibleName(/2/);
  await show(page, folder(page, 'Draft'), '/apps/email/draft');
  await expect(rows(page)).toHaveCount(4);
  await show(page, folder(page, 'Trash'), '/apps/email/trash');
  await expect(rows(page)).toHaveCount(4);

  // Search by subject, in the URL.
  await show(page, folder(page, 'Inbox'), '/apps/email');
  const [newest = ''] = await subjects(page);
  await page.getByRole('searchbox', { name: 'Search email' }).fill(newest.slice(0, 12));
  await expect(page).toHaveURL(/[?&]q=/);
  await expect.poll(() => subjects(page)).toContain(newest);
  await page.getByRole('searchbox', { name: 'Search email' }).fill('zzzz no such mail');
  await expect(page.getByText('No Items Found')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/apps/email/trash');
  await expect(rows(page)).toHaveCount(4, backendStart);
  await expect(folders(page)).toBeHidden();
  await page.getByRole('button', { name: 'Show folders and labels' }).click();
  const drawer = page.getByRole('dialog', { name: 'Folders and labels' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: /^Spam\b/ }).click();
  await expectPath(page, '/apps/email/spam');
  await expect(drawer).toBeHidden();
  await expect(rows(page)).toHaveCount(6);
});
