import { deflateSync, crc32 } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  expectPath,
  signOut,
  signUp,
  signUpPassword,
  submitLogin,
  unique,
} from './helpers';

// The avatar in the file store: A drops a picture, crops it and saves; the navbar shows it at
// once (read with the session's token, so an <img> with a blob: URL); A mails B, and B sees A's
// new picture on the received mail. Both people are signed up here: in server mode every spec
// of a run shares one database.

/** A PNG of two colour halves (a crop changes what shows), built here with no fixture file. */
function twoColourPng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size * 2, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const pixel = (x: number) => (x < size ? [30, 120, 200] : [230, 90, 20]);
  const row = Buffer.from([0, ...Array.from({ length: size * 2 }, (_, x) => pixel(x)).flat()]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const userMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu of / });

test(
  'a cropped avatar shows in the navbar at once and on the mail its owner sends',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(300_000);
    const bob = await signUp(page, 'avatarb');
    await signOut(page);
    const ann = await signUp(page, 'avatara', '/pages/account-settings');
    const general = page.getByRole('region', { name: 'Profile details' });
    await expect(general.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      ann.username,
      backendStart,
    );

    await general.getByRole('textbox', { name: 'Full name', exact: true }).fill('Ann Avatar');

    // Drop a picture, crop it (zoomed in a little), and it is uploaded before the save.
    await general.getByLabel('Upload new photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: twoColourPng(120),
    });
    const crop = page.getByRole('dialog', { name: 'Crop your picture' });
    await expect(crop.locator('img')).toBeVisible();
    const zoom = crop.getByRole('slider', { name: 'Zoom' });
    await zoom.focus();
    await zoom.press('ArrowRight');
    await crop.getByRole('button', { name: 'Use this picture' }).click();
    await expect(crop).toBeHidden();
    await expect(general.locator('img[src^="blob:"]')).toBeVisible(backendStart);
    await general.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your account details were saved.')).toBeVisible();

    // The navbar follows without a reload, reading the stored picture.
    await expect(userMenuButton(page).locator('img')).toHaveAttribute('src', /^blob:/);

    // Ann mails Bob.
    const subject = `New face ${unique()}`;
    await page.goto('/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const composer = page.getByRole('dialog', { name: 'Compose Mail' });
    const to = composer.getByRole('textbox', { name: 'To' });
    await to.fill(bob.email);
    await to.press('Enter');
    await composer.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await composer.getByRole('textbox', { name: 'Message' }).fill('See my new picture.');
    await composer.getByRole('button', { name: 'Send' }).click();
    await expect(composer).toBeHidden(backendStart);

    // Bob sees Ann's picture on the mail he received.
    await signOut(page);
    await submitLogin(page, bob.email, signUpPassword);
    await expectPath(page, accounts.admin.home, backendStart);
    await page.goto('/apps/email');
    const mail = page
      .getByRole('list', { name: 'Emails' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect(mail).toBeVisible(backendStart);
    await expect(mail.locator('img')).toHaveAttribute('src', /^blob:/);
  },
);
