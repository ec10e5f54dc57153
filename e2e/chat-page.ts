import { type Browser, type Page, expect } from '@playwright/test';
import { backendStart, expectPath, signUp } from './helpers';

// The chat page as the chat walks use it, and two people side by side on it.

export const chatsList = (page: Page) => page.getByRole('list', { name: 'Chats', exact: true });
export const contactsList = (page: Page) =>
  page.getByRole('list', { name: 'Contacts', exact: true });
export const entry = (list: ReturnType<typeof chatsList>, name: string) =>
  list.getByRole('link', { name: new RegExp(`^${name} \\(`) });
export const search = (page: Page) =>
  page.getByRole('searchbox', { name: 'Search or start a new chat' });
export const log = (page: Page, name: string) =>
  page.getByRole('log', { name: `Messages with ${name}` });
export const composer = (page: Page) => page.getByRole('textbox', { name: 'Type your message…' });

/** Opens the chat with `name`, found through the search box. */
export async function openChat(page: Page, name: string, list = contactsList(page)) {
  await search(page).fill(name);
  await entry(list, name).click();
  await expect(page).toHaveURL(/[?&]contact=\d+/);
  await search(page).fill('');
}

/**
 * Two signed-in users side by side. Server mode: two browser contexts. Mock mode: two tabs of one
 * browser (they share the mock API through its shared worker); the second tab forgets the first
 * one's stored session before signing up, and the first keeps its own in memory (it never reloads).
 */
export async function twoUsers(
  browser: Browser,
  page: Page,
  mock: boolean,
  [first, second]: [string, string],
) {
  const a = await signUp(page, first);
  const other = mock
    ? await page.context().newPage()
    : await (await browser.newContext()).newPage();
  if (mock) {
    await other.goto('/login');
    await other.evaluate(() =>
      ['accessToken', 'refreshToken', 'userData'].forEach((key) => localStorage.removeItem(key)),
    );
  }
  const b = await signUp(other, second);
  return { a: { page, name: a.username }, b: { page: other, name: b.username } };
}

/**
 * Both on the chat page: B by address, A through the menu, since A never reloads (in mock mode
 * its session lives in that page only). The collapsed menu is a rail that widens under the
 * pointer: point at it first, then click.
 */
export async function bothOnChat(a: Page, b: Page) {
  await b.goto('/apps/chat');
  await expect(b.getByRole('heading', { name: 'Start Conversation' })).toBeVisible(backendStart);
  const menu = a.getByRole('navigation', { name: 'Main menu' });
  await menu.hover();
  await menu.getByRole('link', { name: 'Chat', exact: true }).click();
  await expectPath(a, '/apps/chat');
}
