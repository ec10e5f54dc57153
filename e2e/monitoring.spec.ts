import { type Page, expect, test } from '@playwright/test';
import {
  backendStart,
  expectAccessible,
  expectAccessibleInBothSkins,
  expectNoSidewaysScroll,
  inMockMode,
  phone,
  signUp,
  unique,
} from './helpers';

// Temperature monitoring end to end: a person adds a sensor and a rule, a device pushes a reading
// over the threshold through the ingest endpoint, and the alarm reaches the open screens without a
// reload; it is acknowledged, found in the audit log, and the sensor's report and chart open.
// Each test adds sensors of its own: in server mode every spec of a run shares one database.

/** Picks an option of a Mantine Select by the select's label. */
async function choose(page: Page, select: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Adds a sensor on /apps/sensors and returns its device token, shown once. */
async function addSensor(page: Page, name: string, zone: string): Promise<string> {
  await page.getByRole('button', { name: 'Add sensor' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add sensor' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(name);
  await drawer.getByRole('combobox', { name: 'Zone' }).fill(zone);
  await drawer.getByRole('button', { name: 'Add sensor' }).click();
  const tokenDialog = page.getByRole('dialog', { name: 'Device token' });
  const token = (await tokenDialog.getByText(/^bst_/).first().textContent()) ?? '';
  expect(token).toMatch(/^bst_\S{20,}$/);
  await tokenDialog.getByRole('button', { name: 'Done' }).click();
  await expect(tokenDialog).toBeHidden();
  return token;
}

/** A rule "above 8" on one sensor, added on /alarmconfigs. */
async function addRule(page: Page, rule: string, sensor: string, severity: string): Promise<void> {
  await page.goto('/alarmconfigs');
  await page.getByRole('button', { name: 'Add rule' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add alarm rule' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill(rule);
  await choose(page, 'Sensor', sensor);
  await choose(page, 'Condition', 'Above a threshold');
  await drawer.getByRole('textbox', { name: 'Threshold' }).fill('8');
  await choose(page, 'Severity', severity);
  await drawer.getByRole('button', { name: 'Add rule' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(rule) })).toBeVisible();
}

/**
 * A reading of `value` now, through the ingest endpoint with the device's token: over HTTP in
 * server mode; in mock mode, where the API runs in the page's worker, through the sensors page's
 * "Send test reading" form (which posts to the same endpoint with the same token), in a second tab.
 */
async function pushReading(page: Page, token: string, sensor: string, value: number) {
  if (!inMockMode()) {
    const response = await page.request.post('/api/monitoring/ingest', {
      headers: { authorization: `Bearer ${token}` },
      data: { readings: [{ at: new Date().toISOString(), value }] },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ stored: 1, duplicates: 0 });
    return;
  }
  const device = await page.context().newPage();
  await device.goto('/apps/sensors');
  await device.getByRole('button', { name: `New token for ${sensor}` }).click(backendStart);
  await device
    .getByRole('dialog', { name: 'New device token' })
    .getByRole('button', {
      name: 'Make a new token',
    })
    .click();
  const tokenDialog = device.getByRole('dialog', { name: 'Device token' });
  await tokenDialog.getByRole('textbox', { name: 'Test value' }).fill(String(value));
  await tokenDialog.getByRole('button', { name: 'Send test reading' }).click();
  await expect(tokenDialog.getByText('The reading was stored.')).toBeVisible();
  await device.close();
}

test(
  'a reading over a rule raises an alarm live; it is acknowledged, audited, and its report and chart open',
  { tag: '@walk' },
  async ({ page }) => {
    test.setTimeout(240_000);
    const me = await signUp(page, 'monitor', '/apps/sensors');
    await expect(page.getByRole('heading', { name: 'Sensors' })).toBeVisible(backendStart);
    const sensor = `E2E fridge ${unique()}`;
    const rule = `Fridge too warm ${unique()}`;
    const token = await addSensor(page, sensor, 'E2E kitchen');
    await expectAccessible(page, 'sensors');
    // A critical alarm toasts on every page that may read alarms: in server mode that is every
    // other spec's page on the shared server, so the toast is walked in mock mode (a database per
    // test) and server mode walks a warning.
    const severity = inMockMode() ? 'critical' : 'warning';
    await addRule(page, rule, sensor, severity === 'critical' ? 'Critical' : 'Warning');
    await expectAccessible(page, 'alarm rules');

    // The overview is open when the reading comes: its tile turns red without a reload.
    await page.goto('/home');
    const tile = page.getByRole('article', { name: sensor });
    await expect(tile).toBeVisible(backendStart);
    await expect(tile).not.toHaveAttribute('data-alarm');
    await expectAccessible(page, 'overview');
    await pushReading(page, token, sensor, 12.5);
    await expect(tile).toHaveAttribute('data-alarm', severity);
    await expect(tile.getByTestId('tile-value')).toContainText('12.5');
    if (severity === 'critical')
      await expect(page.getByText(`Critical alarm: ${rule}`)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Active alarms: [1-9]/ })).toBeVisible();

    // The alarm on /alarms: acknowledged once, with a comment.
    await page.goto('/alarms');
    const row = page.getByRole('row').filter({ hasText: sensor });
    await expect(row).toBeVisible(backendStart);
    await expect(row).toContainText(rule);
    await expectAccessible(page, 'alarms');
    await row.getByRole('button', { name: `Acknowledge ${rule} on ${sensor}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Acknowledge alarm' });
    await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('Door closed');
    await dialog.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Door closed');

    // The acknowledgement is in the audit log: who, and what changed.
    await page.goto('/apps/audit?resource=alarms');
    const entry = page
      .getByRole('table', { name: 'Audit log entries' })
      .getByRole('row')
      .filter({ hasText: me.email });
    await expect(entry).toContainText('acknowledged_by', backendStart);
    await entry.getByRole('button', { name: /^Changes of entry/ }).click();
    await expect(page.getByRole('table', { name: /^Recorded changes of entry/ })).toContainText(
      'Door closed',
    );

    // The sensor's report and chart.
    await page.goto('/home');
    await tile.getByRole('link', { name: `${sensor}: open the chart` }).click();
    await expect(page).toHaveURL(/\/dynamic\?.*sensors=/);
    await expect(page.getByRole('heading', { name: 'Dynamic Visualization' })).toBeVisible();
    await expectAccessible(page, 'chart');
    await page.goto('/apps/tablereport?groupBy=hour');
    await choose(page, 'Sensors', sensor);
    await page.keyboard.press('Escape');
    const report = page.getByRole('table', { name: 'Report rows' });
    await expect(report.getByRole('row').filter({ hasText: sensor })).toHaveCount(1, backendStart);
    await expect(report.getByRole('row').filter({ hasText: sensor })).toContainText('12.5');
    await expectAccessible(page, 'table report');
  },
);

// Server mode only (untagged): layout and contrast, the same in both modes.
test('the monitoring screens pass axe in both skins, and fit 360 px in Arabic, right to left', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signUp(page, 'monitorlook', '/home');
  // A sample sensor's chart: the first tile's link.
  const firstTile = page.getByRole('article').first();
  await expect(firstTile).toBeVisible(backendStart);
  const chart = (await firstTile.getByRole('link').first().getAttribute('href')) ?? '/dynamic';
  const screens = [
    '/home',
    '/apps/tablereport',
    chart,
    '/alarms',
    '/alarmconfigs',
    '/apps/sensors',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(backendStart);
    await expectAccessibleInBothSkins(page, path);
  }

  // Arabic from the navbar's language menu, which turns the page right to left too.
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.setViewportSize(phone);
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(backendStart);
    await expectNoSidewaysScroll(page, path);
    await expectAccessible(page, `${path} (Arabic, 360 px)`);
  }
});
