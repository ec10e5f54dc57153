import { solidPng } from './png';
import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  accounts,
  backendStart,
  emailField,
  expectAccessibleInBothSkins,
  expectPath,
  signInAs,
  signOut,
  signUp,
  signUpPassword,
  submitLogin,
  unique,
} from './helpers';

// Account settings: the avatar (a refused file first), name and username saved, the navbar
// following at once and after a reload; an e-mail another account has; every other tab saved and
// kept; the password changed and used to sign in again; the client's abilities on /access-control.
// Each test signs up an account of its own: in server mode specs share a database.

const settingsPath = '/pages/account-settings';

const card = (page: Page, title: string) => page.getByRole('region', { name: title });
const userMenuButton = (page: Page) => page.getByRole('button', { name: /^Account menu of / });
/** A text field by its label (a required field's label ends with a hidden asterisk). */
const field = (scope: Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true });

async function openTab(page: Page, tab: string, cardTitle: string): Promise<Locator> {
  await page.getByRole('tab', { name: tab }).click();
  const section = card(page, cardTitle);
  await expect(section).toBeVisible(backendStart);
  return section;
}

async function choosePhoto(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await card(page, 'Profile details').getByLabel('Upload new photo').setInputFiles(file);
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test(
  'a new avatar, name and username are saved and the navbar follows, also after a reload',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const me = await signUp(page, 'settings', settingsPath);
    const general = card(page, 'Profile details');
    await expect(field(general, 'Username')).toHaveValue(me.username, backendStart);
    await expect(field(general, 'Email')).toHaveValue(me.email);

    // A file that is not an image is refused where the photo is, before anything is sent.
    await choosePhoto(page, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    const refused = general.getByText('Choose a JPG, PNG, GIF or WebP picture.', { exact: true });
    await expect(refused).toBeVisible();
    await choosePhoto(page, {
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: solidPng(16, 16, [30, 120, 200]),
    });
    await expect(refused).toBeHidden();
    // Cropped to a square and stored at once; shown from the store with the session's token.
    await page
      .getByRole('dialog', { name: 'Crop your picture' })
      .getByRole('button', { name: 'Use this picture' })
      .click();
    await expect(general.locator('img[src^="blob:"]')).toBeVisible(backendStart);

    const fullName = `Ada Lovelace ${unique()}`;
    const username = `${me.username}_x`;
    await field(general, 'Full name').fill(fullName);
    await field(general, 'Username').fill(username);
    await general.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Your account details were saved.')).toBeVisible();

    // The navbar follows at once, without a reload: name, username and picture.
    const navbarAvatar = userMenuButton(page).locator('img');
    await expect(userMenuButton(page)).toHaveAccessibleName(`Account menu of ${username}`);
    await expect(navbarAvatar).toHaveAttribute('src', /^blob:/);
    await userMenuButton(page).click();
    await expect(page.getByRole('menu').getByText(fullName)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(field(general, 'Full name')).toHaveValue(fullName, backendStart);
    await expect(field(general, 'Username')).toHaveValue(username);
    await expect(general.locator('img[src^="blob:"]')).toBeVisible();
    await expect(userMenuButton(page)).toHaveAccessibleName(`Account menu of ${username}`);
    await expect(navbarAvatar).toHaveAttribute('src', /^blob:/);
  },
);

test('an e-mail another account has is refused under the field; Discard restores', async ({
  page,
}) => {
  const me = await signUp(page, 'clash', settingsPath);
  const general = card(page, 'Profile details');
  await expect(field(general, 'Email')).toHaveValue(me.email, backendStart);
  await field(general, 'Full name').fill('Clash Tester');
  await field(general, 'Email').fill('admin@demo.com');
  await general.getByRole('button', { name: 'Save changes' }).click();
  await expect(general.getByText('This email is already in use.')).toBeVisible();
  await expect(field(general, 'Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(general, 'Email')).toBeFocused();

  // A blank full name is caught before sending; Discard puts back what was saved.
  await field(general, 'Full name').fill('');
  await general.getByRole('button', { name: 'Save changes' }).click();
  await expect(general.getByText('Please enter your full name')).toBeVisible();
  await general.getByRole('button', { name: 'Discard' }).click();
  await expect(field(general, 'Email')).toHaveValue(me.email);
  await expect(field(general, 'Full name')).toHaveValue('');
});

test('every other tab saves, survives a reload and passes axe in light and dark', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUp(page, 'tabs', settingsPath);
  await expect(card(page, 'Profile details')).toBeVisible(backendStart);
  await expectAccessibleInBothSkins(page, 'account settings: general');

  const info = await openTab(page, 'Information', 'Information');
  await expect(page).toHaveURL(/[?&]tab=information\b/);
  await info.getByRole('textbox', { name: 'Bio' }).fill('Writes notes on engines.');
  await expect(info.getByText('24 of 500 characters')).toBeVisible();
  await info.getByLabel('Birth date').fill('1990-12-10');
  await field(info, 'Country').fill('United Kingdom');
  await field(info, 'Website').fill('not a site');
  await info.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    info.getByText('Enter a web address starting with http:// or https://'),
  ).toBeVisible();
  await field(info, 'Website').fill('https://ada.example.com');
  await info.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your information was saved.')).toBeVisible();
  await expectAccessibleInBothSkins(page, 'account settings: information');

  const social = await openTab(page, 'Social links', 'Social links');
  await field(social, 'Facebook').fill('https://facebook.com/ada');
  await social.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your social links were saved.')).toBeVisible();
  await expectAccessibleInBothSkins(page, 'account settings: social links');

  const connections = await openTab(page, 'Connections', 'Connected accounts');
  await connections.getByRole('switch', { name: 'Connect GitHub' }).check({ force: true });
  await connections.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your connections were saved.')).toBeVisible();
  await expectAccessibleInBothSkins(page, 'account settings: connections');

  const notifications = await openTab(page, 'Notifications', 'Notifications');
  await notifications
    .getByRole('switch', { name: 'Email me when someone follows me' })
    .check({ force: true });
  await notifications.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Your notification settings were saved.')).toBeVisible();
  await expectAccessibleInBothSkins(page, 'account settings: notifications');

  await openTab(page, 'Change Password', 'Change Password');
  await expectAccessibleInBothSkins(page, 'account settings: change password');

  // Everything is stored: a reload (on the tab in the URL) shows it again.
  await page.goto(`${settingsPath}?tab=information`);
  const reloaded = card(page, 'Information');
  await expect(field(reloaded, 'Website')).toHaveValue('https://ada.example.com', backendStart);
  await expect(reloaded.getByRole('textbox', { name: 'Bio' })).toHaveValue(
    'Writes notes on engines.',
  );
  await expect(reloaded.getByLabel('Birth date')).toHaveValue('1990-12-10');
  await openTab(page, 'Social links', 'Social links');
  await expect(field(card(page, 'Social links'), 'Facebook')).toHaveValue(
    'https://facebook.com/ada',
  );
  await openTab(page, 'Connections', 'Connected accounts');
  await expect(page.getByRole('switch', { name: 'Connect GitHub' })).toBeChecked();
  await openTab(page, 'Notifications', 'Notifications');
  await expect(
    page.getByRole('switch', { name: 'Email me when someone follows me' }),
  ).toBeChecked();
});

test('the password is checked, changed, and the new one signs in', async ({ page }) => {
  const me = await signUp(page, 'password', `${settingsPath}?tab=password`);
  const form = card(page, 'Change Password');
  await expect(form).toBeVisible(backendStart);
  const secret = (label: string) => field(form, label);
  const newPassword = `new-${unique()}`;

  await secret('Current password').fill('not-my-password');
  await secret('New password').fill(newPassword);
  await secret('Confirm new password').fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('The current password is incorrect')).toBeVisible();
  await expect(secret('Current password')).toBeFocused();

  await secret('Current password').fill(signUpPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password was changed.')).toBeVisible();
  await expect(secret('New password')).toHaveValue('');

  await signOut(page);
  await submitLogin(page, me.email, signUpPassword);
  await expect(page.getByText('Email or Password is Invalid')).toBeVisible(backendStart);
  await emailField(page).fill(me.email);
  await submitLogin(page, me.email, newPassword);
  await expectPath(page, accounts.admin.home, backendStart);
});

test('the client sees its abilities on /access-control and cannot open the settings', async ({
  page,
}) => {
  await signInAs(page, 'client');
  const abilities = card(page, 'Your abilities');
  await expect(abilities).toContainText('Read: the access-control page');
  await expect(abilities).toContainText('Read: signing in and your own session');
  await expect(abilities).not.toContainText('Manage everything');
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Account Settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto(settingsPath);
  await expectPath(page, '/misc/not-authorized', backendStart);
});
