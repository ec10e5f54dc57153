import { pngOf } from './png';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectPath,
  signInAs,
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

/** Two colour halves: a crop changes what shows. */
const twoColourPng = (size: number) =>
  pngOf(size * 2, size, (x) => (x < size ? [30, 120, 200] : [230, 90, 20]));

const userMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu of / });

/** The crop dialog, as its user does: the picture shows, one step of zoom, and it is used. */
async function zoomInAndUse(crop: Locator) {
  await expect(crop.locator('img')).toBeVisible();
  const zoom = crop.getByRole('slider', { name: 'Zoom' });
  await zoom.focus();
  await zoom.press('ArrowRight');
  await crop.getByRole('button', { name: 'Use this picture' }).click();
  await expect(crop).toBeHidden();
}

test('a cropped avatar shows in the navbar at once and on the mail its owner sends', async ({
  page,
}) => {
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
  await zoomInAndUse(page.getByRole('dialog', { name: 'Crop your picture' }));
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
});

test('an admin gives a users-list person a cropped picture: their view and their list row show it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, 'admin', '/apps/user/list');
  // A person of this walk's own: in server mode every spec of a run shares one database.
  const id = unique();
  const fullName = `Pia Pictured ${id}`;
  await page.getByRole('button', { name: 'Add New User' }).click(backendStart);
  const drawer = page.getByRole('dialog', { name: 'New User' });
  const field = (label: string) =>
    drawer.getByRole('textbox', { name: new RegExp(`^${label}\\b`) });
  await field('Full name').fill(fullName);
  await field('Username').fill(`pia_${id}`);
  await field('E-mail').fill(`pia.${id}@example.com`);
  await field('Contact').fill('(397) 294-5153');
  await field('Company').fill('Pictures PVT LTD');
  await drawer.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option').first().click();
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(drawer).toBeHidden(backendStart);

  const search = page.getByRole('textbox', { name: 'Search' });
  const row = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
  await search.fill(id);
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: fullName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible(backendStart);

  // Drop a picture, crop it, save it.
  await page.getByRole('button', { name: 'Change avatar' }).click();
  await page.getByLabel(`Drop or choose a new picture of ${fullName}`).setInputFiles({
    name: 'pia.png',
    mimeType: 'image/png',
    buffer: twoColourPng(120),
  });
  await zoomInAndUse(page.getByRole('dialog', { name: `Crop the picture of ${fullName}` }));
  const save = page.getByRole('button', { name: 'Save picture' });
  await expect(save).toBeEnabled(backendStart);
  await expect(page.locator('main img[src^="blob:"]')).toBeVisible();
  await expectAccessibleInBothSkins(page, "a user's picture being changed");
  await save.click();

  // The view shows the stored picture, read with the session's token, and the editor is gone.
  await expect(page.getByRole('button', { name: 'Change avatar' })).toBeVisible(backendStart);
  await expect(save).toBeHidden();
  await expect(page.locator('main img[src^="blob:"]')).toBeVisible(backendStart);

  // So does the person's row in the users list.
  await page.getByRole('link', { name: 'Users List' }).click();
  await search.fill(id);
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveAttribute('src', /^blob:/, backendStart);
});

test("a user's picture editor keeps to a phone's width in Arabic, right to left", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin', '/apps/user/list');
  await page.getByRole('button', { name: /^Language/ }).click(backendStart);
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Any seeded person: nothing is saved.
  await page
    .getByRole('table')
    .locator('tbody tr')
    .first()
    .getByRole('link')
    .first()
    .click(backendStart);
  await page.getByRole('button', { name: 'تغيير الصورة الرمزية' }).click(backendStart);
  const cancel = page.getByRole('button', { name: 'إلغاء', exact: true });
  await expect(cancel).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectAccessible(page, "a user's picture editor at 360 px in Arabic");
  await cancel.click();
  await expect(page.getByRole('button', { name: 'تغيير الصورة الرمزية' })).toBeVisible();
});
