import { bothOnChat, composer, log, openChat, twoUsers } from './chat-page';
import { solidPng } from './png';
import { expect, test } from '@playwright/test';
import { backendStart, expectAccessibleInBothSkins, inMockMode } from './helpers';

// A picture sent in a chat: user A attaches it, user B (with the chat open in another page) sees
// its thumbnail arrive live and opens it full size. Server mode: two browser contexts. Mock mode:
// two tabs of one browser, which share the mock API through its shared worker.

test('a picture sent in a chat reaches the contact live, as a thumbnail that opens full size', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { a, b } = await twoUsers(browser, page, inMockMode(), ['picsa', 'picsb']);
  await bothOnChat(a.page, b.page);

  await openChat(b.page, a.name);
  await expect(b.page.getByText('No messages with', { exact: false })).toBeVisible();
  await openChat(a.page, b.name);

  await composer(a.page).fill('Our harbour');
  const chooser = a.page.waitForEvent('filechooser');
  await a.page.getByRole('button', { name: 'Attach a picture or file' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'harbour.png',
    mimeType: 'image/png',
    buffer: solidPng(160, 120, [20, 110, 190]),
  });
  const mine = log(a.page, b.name).getByRole('button', { name: 'Open the picture harbour.png' });
  // The thumbnail is decorative (the button names it): found as an element, not by role.
  await expect(mine.locator('img')).toHaveAttribute('src', /^blob:/, backendStart);
  await expect(composer(a.page)).toHaveValue('');

  // B: the picture and its text arrive without a reload.
  const received = log(b.page, a.name).getByRole('button', {
    name: 'Open the picture harbour.png',
  });
  const thumbnail = received.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^blob:/, backendStart);
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(log(b.page, a.name).getByText('Our harbour')).toBeVisible();

  await expectAccessibleInBothSkins(b.page, 'chat with a picture');

  await received.click();
  const dialog = b.page.getByRole('dialog', { name: 'harbour.png' });
  const full = dialog.getByRole('img', { name: 'harbour.png' });
  await expect(full).toBeVisible();
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await b.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
