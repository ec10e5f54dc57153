import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectPath,
  inMockMode,
  signUp,
} from './helpers';

// The calendar: filters, the event drawer (add, update, delete) and a drag saved to the server.
// Each test signs up a user of its own (a new user has no events: the samples belong to the demo
// admin), and works in April 2031, reached through `?date=`, so the grid never depends on today:
// 1 April 2031 is a Tuesday; the 9th and the 16th are Wednesdays, one above the other.
// Far east of UTC (12 hours in April), a day computed from a UTC instant would land on the day
// before: all-day dates must come out as the days shown.
test.use({ timezoneId: 'Pacific/Auckland' });

const month = '/apps/calendar?date=2031-04-15';

const day = (page: Page, date: number) =>
  page.getByRole('cell', { name: new RegExp(`^Go to April ${date}, 2031\\b`) });
const eventIn = (cell: Locator, title: string) => cell.getByRole('button', { name: title });
const drawer = (page: Page, name: 'Add Event' | 'Update Event') =>
  page.getByRole('dialog', { name });
const titleField = (scope: Locator) => scope.getByRole('textbox', { name: /^Title/ });
const checkbox = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Filter' }).getByRole('checkbox', { name, exact: true });

/** Opens the calendar at April 2031 and waits for the grid and the first events' answer. */
async function openApril(page: Page, path = month): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'April 2031' })).toBeVisible(backendStart);
}

/** Clicks an empty spot of a day cell (below its number), which opens the drawer for that day. */
async function clickDay(page: Page, date: number): Promise<void> {
  const box = await day(page, date).boundingBox();
  if (!box) throw new Error(`April ${date} is not on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
}

test(
  'filters, add (invalid first), update, drag, reload and delete an event',
  { tag: '@walk' },
  async ({ page }) => {
    // axe on four screens in two skins and three page loads: in mock mode every page load starts
    // the database in the browser again.
    test.setTimeout(300_000);
    await signUp(page, 'calendar');
    await openApril(page);
    await expectPath(page, '/apps/calendar');
    for (const name of ['View All', 'Personal', 'Business', 'Family', 'Holiday', 'ETC'])
      await expect(checkbox(page, name)).toBeChecked();
    await expectAccessibleInBothSkins(page, 'calendar, month view');

    // A click on a day opens the drawer with a blank all-day event on that day.
    await clickDay(page, 9);
    const adding = drawer(page, 'Add Event');
    await expect(adding).toBeVisible();
    await expect(adding.getByRole('button', { name: /^Start Date/ })).toHaveText('2031-04-09');
    await expect(adding.getByRole('button', { name: /^End Date/ })).toHaveText('2031-04-09');
    await expect(adding.getByRole('switch', { name: 'All Day' })).toBeChecked();
    await expectAccessibleInBothSkins(page, 'calendar, add event drawer', async () => {
      await clickDay(page, 9);
      await expect(adding).toBeVisible();
    });

    // No title: the field says so and nothing is added.
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(titleField(adding)).toHaveAccessibleDescription('Please enter the event title');
    await titleField(adding).fill('Team Picnic');
    await adding.getByRole('textbox', { name: 'Location' }).fill('Riverside Park');
    await adding.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Event Added')).toBeVisible();
    await expect(adding).toBeHidden();
    await expect(eventIn(day(page, 9), 'Team Picnic')).toBeVisible();

    // Mock mode walks this far; the rest is the same UI on the same API code, walked in server
    // mode only, so that both modes fit CI's 30 minutes.
    if (inMockMode()) return;

    // Calendars off and on: the event is a Business one.
    await checkbox(page, 'Business').uncheck();
    await expect(eventIn(day(page, 9), 'Team Picnic')).toBeHidden();
    await expect(checkbox(page, 'View All')).not.toBeChecked();
    await checkbox(page, 'Business').check();
    await expect(eventIn(day(page, 9), 'Team Picnic')).toBeVisible();
    await expect(checkbox(page, 'View All')).toBeChecked();
    await checkbox(page, 'View All').uncheck();
    for (const name of ['Personal', 'Business', 'Family', 'Holiday', 'ETC'])
      await expect(checkbox(page, name)).not.toBeChecked();
    await expect(eventIn(day(page, 9), 'Team Picnic')).toBeHidden();
    // None selected is kept in the URL, apart from the default (all): a reload restores it.
    await expect(page).toHaveURL(/[?&]calendars=/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'April 2031' })).toBeVisible(backendStart);
    await expect(checkbox(page, 'Business')).not.toBeChecked();
    await expect(checkbox(page, 'View All')).not.toBeChecked();
    await checkbox(page, 'View All').check();
    await expect(page).not.toHaveURL(/[?&]calendars=/);
    await expect(eventIn(day(page, 9), 'Team Picnic')).toBeVisible(backendStart);

    // Open it and update it.
    await eventIn(day(page, 9), 'Team Picnic').click();
    const updating = drawer(page, 'Update Event');
    await expect(updating).toBeVisible();
    await expect(titleField(updating)).toHaveValue('Team Picnic');
    await expect(updating.getByRole('textbox', { name: 'Location' })).toHaveValue('Riverside Park');
    await expectAccessible(page, 'calendar, update event drawer');
    await titleField(updating).fill('Team Lunch');
    await updating.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Event Updated')).toBeVisible();
    await expect(updating).toBeHidden();
    await expect(eventIn(day(page, 9), 'Team Lunch')).toBeVisible();

    // Drag it a week on, from Wednesday the 9th to Wednesday the 16th.
    const from = await eventIn(day(page, 9), 'Team Lunch').boundingBox();
    const to = await day(page, 16).boundingBox();
    if (!from || !to) throw new Error('the event or the target day is not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect(eventIn(day(page, 16), 'Team Lunch')).toBeVisible();
    await expect(eventIn(day(page, 9), 'Team Lunch')).toBeHidden();

    // The week view keeps the day in the URL; back to the month, then a reload shows the move
    // was saved (the list is asked again from the server).
    await page.getByRole('tab', { name: 'Week view' }).click();
    await expect(page).toHaveURL(/[?&]view=week\b/);
    await expect(page).toHaveURL(/[?&]date=2031-04-15\b/);
    await page.getByRole('tab', { name: 'Month view' }).click();
    await expect(page).not.toHaveURL(/[?&]view=/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'April 2031' })).toBeVisible(backendStart);
    await expect(page).toHaveURL(/[?&]date=2031-04-15\b/);
    await expect(eventIn(day(page, 16), 'Team Lunch')).toBeVisible(backendStart);
    await expect(eventIn(day(page, 9), 'Team Lunch')).toBeHidden();

    // The drawer shows the moved day; delete it, after a confirmation.
    await eventIn(day(page, 16), 'Team Lunch').click();
    await expect(updating.getByRole('button', { name: /^Start Date/ })).toHaveText('2031-04-16');
    await expect(updating.getByRole('button', { name: /^End Date/ })).toHaveText('2031-04-16');
    await updating.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this event?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Event Removed')).toBeVisible();
    await expect(eventIn(day(page, 16), 'Team Lunch')).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'April 2031' })).toBeVisible(backendStart);
    await expect(page.getByRole('button', { name: 'Team Lunch' })).toHaveCount(0);
  },
);

test('at 360 px the calendars filter opens in a drawer', async ({ page }) => {
  await signUp(page, 'calendar');
  await page.setViewportSize({ width: 360, height: 740 });
  await openApril(page, `${month}&calendars=Holiday`);
  await expect(page.getByRole('group', { name: 'Filter' })).toBeHidden();
  await page.getByRole('button', { name: 'Show calendars filter' }).click();
  const filters = page.getByRole('dialog', { name: 'Calendars' });
  await expect(filters.getByRole('checkbox', { name: 'Holiday' })).toBeChecked();
  await expect(filters.getByRole('checkbox', { name: 'Family' })).not.toBeChecked();
  await filters.getByRole('checkbox', { name: 'View All' }).check();
  await expect(page).not.toHaveURL(/[?&]calendars=/);
  await expectAccessible(page, 'calendar at 360 px, filters drawer');
  // "Add Event" closes the filters and opens the event drawer.
  await filters.getByRole('button', { name: 'Add Event' }).click();
  await expect(drawer(page, 'Add Event')).toBeVisible();
  await expect(filters).toBeHidden();
});

test('a page load of the month does not move its weeks once drawn', async ({ page }) => {
  await signUp(page, 'calendar');
  await page.setViewportSize({ width: 1350, height: 900 });
  await openApril(page);
  await expect(day(page, 30)).toBeVisible();
  // Layout shifts since the page load that no input caused (Lighthouse's measure).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 2000);
      }),
  );
  expect(shift).toBeLessThan(0.05);
});
