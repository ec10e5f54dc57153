import { type Page, expect, test } from '@playwright/test';
import { backendStart, expectPath, signInAs } from './helpers';

// The quick search from the page's first moment: Ctrl+K and the keys typed at once land in the
// palette, whatever has loaded (its code comes on first use); on a phone, through the navbar's
// button, with the bookmarks in it; with the navbar hidden. And the navbar's lazy controls come
// into places kept for them: nothing in the header moves after the first paint.

const palette = (page: Page) => page.getByRole('dialog', { name: 'Quick search' });
const searchField = (page: Page) => palette(page).getByRole('combobox', { name: 'Search' });
const group = (page: Page, name: string) => palette(page).getByRole('group', { name });

test('Ctrl+K right after a page load and "inv" typed at once: the palette holds "inv" and finds the invoices', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/apps/user/list');
  await page.goto('/apps/user/list');
  // No waiting: the shell, the navbar's controls and the palette's code may all be on their way.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('inv');

  await expect(searchField(page)).toHaveValue('inv', backendStart);
  await expect(searchField(page)).toBeFocused();
  // The caret after the kept keys: the next key goes at the end.
  await page.keyboard.type('o');
  await expect(searchField(page)).toHaveValue('invo');
  await expect(group(page, 'Pages').getByRole('option')).toHaveText(
    ['Invoice List', 'Invoice Preview', 'Invoice Edit', 'Invoice Add'],
    backendStart,
  );
  await expect(group(page, 'Files').getByRole('option').first()).toContainText(
    /Invoice #\d+\.pdf/,
    backendStart,
  );
  await page.keyboard.press('Enter');
  await expectPath(page, '/apps/invoice/list');
});

test('on a phone: the navbar button and Ctrl+K open the palette, and the bookmarks are in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, 'admin', '/apps/user/list');
  const button = page.getByRole('button', { name: 'Quick search' });
  await expect(button).toBeVisible(backendStart);
  // The bar's own bookmarks need a wide screen.
  await expect(page.getByRole('navigation', { name: 'Bookmarks' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add or remove bookmarks' })).toBeHidden();
  // The bar fits: nothing of it is pushed out of the screen.
  const outside = await page
    .getByRole('banner')
    .locator('button, a')
    .evaluateAll((controls) =>
      controls
        .filter((control) => control.getBoundingClientRect().width > 0)
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.left < 0 || box.right > window.innerWidth;
        })
        .map((control) => control.getAttribute('aria-label') ?? control.textContent),
    );
  expect(outside).toEqual([]);

  await button.click();
  const bookmarks = group(page, 'Bookmarks');
  await expect(bookmarks.getByRole('option')).toHaveText(
    ['Email', 'Chat', 'Todo', 'Calendar'],
    backendStart,
  );
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();

  await page.keyboard.press('Control+k');
  await expect(searchField(page)).toBeFocused();
  await bookmarks.getByRole('option', { name: 'Calendar' }).click();
  await expectPath(page, '/apps/calendar');
  await expect(palette(page)).toBeHidden();
});

test('Ctrl+K opens the palette with the navbar hidden', async ({ page }) => {
  await signInAs(page, 'admin', '/apps/user/list');
  await page.getByRole('button', { name: 'Customize' }).click();
  const navbarType = page.getByRole('radiogroup', { name: 'Navbar Type' });
  await navbarType.getByRole('radio', { name: 'Hidden' }).check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Quick search' })).toHaveCount(0);

  await page.keyboard.press('Control+k');
  await page.keyboard.type('chat');
  await expect(searchField(page)).toHaveValue('chat');
  await expect(group(page, 'Pages').getByRole('option')).toHaveText(['Chat'], backendStart);
});

interface Box {
  label: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

declare global {
  interface Window {
    /** The header's controls, group by group, at the first frame that drew them. */
    firstHeader?: Box[][];
    /** Layout shifts inside the header, as the browser reports them. */
    headerShifts?: string[];
  }
}

/** The controls of the navbar's two ends (placeholders too), each with its box. */
function headerBoxes(): Box[][] | undefined {
  const groups = [...document.querySelectorAll('header > div > div')];
  if (groups.length === 0) return undefined;
  return groups.map((part) =>
    [...part.children].map((child) => {
      const box = child.getBoundingClientRect();
      return {
        label:
          child.getAttribute('aria-label') ??
          child.querySelector('[aria-label]')?.getAttribute('aria-label') ??
          child.tagName,
        left: Math.round(box.left),
        top: Math.round(box.top),
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    }),
  );
}

/**
 * Runs in the page before its scripts: keeps the header's boxes at the first frame that draws it
 * (a frame's callbacks run just before its paint), and every layout shift inside the header.
 */
function recordHeader(measure: () => Box[][] | undefined) {
  const watch = () => {
    const first = measure();
    if (first) window.firstHeader = first;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  window.headerShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      for (const { node } of entry.sources) {
        const element = node instanceof Element ? node : node?.parentElement;
        if (element?.closest('header')) window.headerShifts?.push(element.outerHTML.slice(0, 120));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

test('the navbar does not move as its lazy controls arrive', async ({ page }) => {
  await signInAs(page, 'admin');
  // From the next page load on (a script of its own: the app's CSP allows no eval).
  await page.addInitScript({ content: `(${recordHeader.toString()})(${headerBoxes.toString()})` });
  await page.goto('/apps/user/list');

  // Everything in: the cart, the quick search, the bookmarks and their star.
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /^Cart/ })).toBeVisible(backendStart);
  await expect(header.getByRole('button', { name: 'Quick search' })).toBeVisible();
  await expect(header.getByRole('navigation', { name: 'Bookmarks' }).getByRole('link')).toHaveCount(
    4,
    backendStart,
  );
  await expect(header.getByRole('button', { name: 'Add or remove bookmarks' })).toBeVisible();

  const first = await page.evaluate(() => window.firstHeader);
  const last = await page.evaluate(headerBoxes);
  expect(first, 'the header at its first frame').toBeDefined();
  const [firstStart = [], firstEnd = []] = first ?? [];
  const [lastStart = [], lastEnd = []] = last ?? [];
  // Each control, or the box kept for it, where it was first drawn and as large.
  const where = ({ left, top, width, height }: Box) => ({ left, top, width, height });
  expect(lastEnd.map(where)).toEqual(firstEnd.map(where));
  // The start's last control (the bookmarks) grows with the user's bookmarks, after everything
  // else: only its place counts.
  const place = ({ left, top }: Box) => ({ left, top });
  expect(lastStart.map(place)).toEqual(firstStart.map(place));
  expect(lastStart.slice(0, -1).map(where)).toEqual(firstStart.slice(0, -1).map(where));
  expect(await page.evaluate(() => window.headerShifts)).toEqual([]);
});
