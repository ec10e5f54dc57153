import {
  bothOnChat,
  chatsList,
  composer,
  contactsList,
  entry,
  log,
  openChat,
  search,
  twoUsers,
} from './chat-page';
import { type Page, expect, test } from '@playwright/test';
import { backendStart, expectAccessibleInBothSkins, inMockMode, signInAs } from './helpers';

// Chat between two users who are both on the page: messages, unseen badges, typing and presence
// arrive without a reload. Server mode: two browser contexts (two people). Mock mode: two tabs of
// one browser, which share the mock API through its shared worker.

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(composer(page)).toHaveValue('');
}

test(
  'two users chat live: messages, unseen badge, typing and presence without a reload',
  { tag: '@walk' },
  async ({ page, browser }) => {
    // Two signed-in pages sharing one in-browser database in mock mode: about two minutes there.
    test.setTimeout(240_000);
    const { a, b } = await twoUsers(browser, page, inMockMode(), ['chata', 'chatb']);
    await bothOnChat(a.page, b.page);

    // B is on the chat page, so B shows online to A.
    await search(a.page).fill(b.name);
    await expect(entry(contactsList(a.page), b.name)).toHaveAccessibleName(`${b.name} (Online)`);
    await openChat(a.page, b.name);
    await expect(a.page.getByText('No messages with', { exact: false })).toBeVisible();
    await send(a.page, `Hello ${b.name}`);
    await expect(log(a.page, b.name).getByText(`Hello ${b.name}`)).toBeVisible();

    // B: the new chat appears with one unread message, then opening it clears the badge.
    await expect(
      chatsList(b.page).getByRole('link', { name: `${a.name} (Online), 1 unread message` }),
    ).toBeVisible();
    await entry(chatsList(b.page), a.name).click();
    await expect(log(b.page, a.name).getByText(`Hello ${b.name}`)).toBeVisible();
    await expect(
      chatsList(b.page).getByRole('link', { name: `${a.name} (Online)`, exact: true }),
    ).toBeVisible();

    // B types: A sees the indicator; B sends: A sees the answer.
    await composer(b.page).pressSequentially('Hi there', { delay: 20 });
    await expect(a.page.getByText(`${b.name} is typing…`)).toBeVisible();
    await composer(b.page).press('Shift+Enter');
    await composer(b.page).pressSequentially('second line');
    await composer(b.page).press('Enter');
    await expect(log(a.page, b.name).getByText('second line')).toBeVisible();
    await expect(log(a.page, b.name).getByText('Hi there')).toBeVisible();

    // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
    // mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // B sets Do Not Disturb: A's header and list follow.
    await b.page.getByRole('button', { name: /^Your profile/ }).click();
    const profile = b.page.getByRole('dialog', { name: 'Profile' });
    await profile.getByRole('radio', { name: 'Do Not Disturb' }).check();
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(b.page.getByText('Profile saved')).toBeVisible();
    await expect(entry(chatsList(a.page), b.name)).toHaveAccessibleName(/\(Do Not Disturb\)$/);

    // B leaves the chat (signs out of the page): A sees B offline.
    await b.page.close();
    await expect(entry(chatsList(a.page), b.name)).toHaveAccessibleName(/\(Offline\)$/);

    await expectAccessibleInBothSkins(a.page, 'chat with a contact');
  },
);

test('the demo chats: unseen sample chat, contact and profile drawers, narrow screen', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/apps/chat');
  await expect(entry(chatsList(page), 'Adalberto Granzin')).toHaveAccessibleName(
    /1 unread message$/,
    backendStart,
  );
  await expect(entry(chatsList(page), 'Felecia Rower')).toBeVisible();
  await expectAccessibleInBothSkins(page, 'chat start');

  await entry(chatsList(page), 'Felecia Rower').click();
  await expect(
    log(page, 'Felecia Rower').getByText('If it takes long you can mail me at my mail address.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Contact details' }).click();
  const contact = page.getByRole('dialog', { name: 'Contact' });
  await expect(contact.getByText('Frontend Developer')).toBeVisible();
  await page.keyboard.press('Escape');

  // Blank messages are not sent.
  await composer(page).fill('   ');
  await composer(page).press('Enter');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  await page.getByRole('button', { name: /^Your profile/ }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByRole('switch', { name: 'Two-step Verification' })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Show chats and contacts' }).click();
  await entry(chatsList(page), 'Adalberto Granzin').click();
  await expect(
    log(page, 'Adalberto Granzin').getByText('I will clone it this afternoon. Thanks!'),
  ).toBeVisible();
  await expectAccessibleInBothSkins(page, 'chat at 360 px');
});
