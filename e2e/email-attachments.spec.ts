import { solidPng } from './png';
import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  accounts,
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectNoSidewaysScroll,
  expectPath,
  phone,
  signOut,
  signUp,
  signUpPassword,
  submitLogin,
} from './helpers';

// Mail with files: one user attaches a picture and a text file, sends them to another user of the
// instance, who opens the mail and downloads both: the text byte for byte, the picture pixel for
// pixel (the store writes pictures again, without their metadata). One page signs out and in
// again, so mock mode (the API and its data in this browser) walks it the same way.

const composer = (page: Page) => page.getByRole('dialog', { name: 'Compose Mail' });
const mailRow = (page: Page, subject: string) =>
  page.getByRole('list', { name: 'Emails' }).getByRole('listitem').filter({ hasText: subject });

/** Opens the e-mail screen from the menu: no page load, so mock mode keeps its session as it is. */
async function openEmail(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.hover();
  await menu.getByRole('link', { name: 'Email', exact: true }).click();
  await expectPath(page, '/apps/email');
}

/** A picture's size and pixels: the store writes pictures again (without their metadata). */
const pixels = async (png: Buffer) => {
  // Opaque either way: the browser's canvas (mock mode) writes RGBA, sharp (server mode) RGB.
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
};

/** Clicks a download and answers the bytes the browser saved, and the name it saved them as. */
async function downloaded(page: Page, name: RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test(
  'two files sent to another user, who downloads exactly what was sent',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const picture = solidPng(120, 80, [230, 120, 20]);
    const notes = Buffer.from('Minutes of the harbour meeting\nAll agreed: café at nine.\n');
    const subject = `Harbour files ${Date.now().toString(36)}`;

    const recipient = await signUp(page, 'attto');
    await signOut(page);
    await signUp(page, 'attfrom', '/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = composer(page);
    const to = dialog.getByRole('textbox', { name: 'To' });
    await to.fill(recipient.email);
    await to.press('Enter');
    await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The picture and the minutes.');

    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Attach files' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'harbour.png', mimeType: 'image/png', buffer: picture },
      { name: 'minutes.txt', mimeType: 'text/plain', buffer: notes },
    ]);
    const chips = dialog.getByRole('list', { name: 'Attached files' });
    await expect(chips.getByRole('listitem')).toHaveCount(2);
    await expect(chips.getByText('harbour.png')).toBeVisible();
    await expect(chips.getByText('minutes.txt')).toBeVisible();
    // Each chip loses its progress bar once its file is stored.
    await expect(chips.getByRole('progressbar')).toHaveCount(0, backendStart);
    await expect(chips.getByRole('button', { name: 'Remove minutes.txt' })).toBeVisible();
    await expectAccessible(page, 'the composer with two files attached');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Email sent')).toBeVisible();
    await expect(dialog).toBeHidden();

    await signOut(page);
    await submitLogin(page, recipient.email, signUpPassword);
    await expectPath(page, accounts.admin.home, backendStart);
    // The reader on a phone: the files fit its width, and open there.
    await openEmail(page);
    await page.setViewportSize(phone);
    await mailRow(page, subject).click(backendStart);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(subject);
    const files = page.getByRole('list', { name: 'Attachments' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    await expectNoSidewaysScroll(page, 'the mail with its files');

    // The picture shows as a thumbnail read with the session, and opens full size.
    const thumbnail = files.getByRole('button', { name: 'Open harbour.png full size' });
    await expect(thumbnail.locator('img')).toHaveAttribute('src', /^blob:/, backendStart);
    await thumbnail.click();
    const viewer = page.getByRole('dialog', { name: 'harbour.png' });
    await expect(viewer.getByRole('img', { name: 'harbour.png' })).toHaveAttribute('src', /^blob:/);
    const shown = await viewer.getByRole('img', { name: 'harbour.png' }).boundingBox();
    expect(shown?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((shown?.x ?? 0) + (shown?.width ?? phone.width + 1)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page, 'the picture viewer');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expectAccessibleInBothSkins(page, 'the mail with its files');

    const png = await downloaded(page, /^Download harbour\.png/);
    expect(png.name).toBe('harbour.png');
    expect(await pixels(png.bytes)).toEqual(await pixels(picture));
    const text = await downloaded(page, /^Download minutes\.txt/);
    expect(text.name).toBe('minutes.txt');
    expect(text.bytes.equals(notes)).toBe(true);
  },
);
