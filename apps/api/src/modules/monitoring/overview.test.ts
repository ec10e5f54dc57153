import type { OverviewReply, SeverityCounts } from '@beacon/contract/monitoring';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { backends, useTestApp } from '../../test/harness';
import { addSensor, signInAs } from './alarms-test-kit';
import { store } from './data-test-kit';
import { alarms } from './monitoring.table';

const hourMs = 3_600_000;

describe.each(backends)('the monitoring overview on %s', (backend) => {
  const t = useTestApp(backend);

  it('gives each sensor in use its last day’s lowest, highest and hourly means, and its worst open alarm', async () => {
    const now = Date.now();
    const sensor = await addSensor(t.db, 'Overview fridge');
    const quiet = await addSensor(t.db, 'Overview quiet');
    const retired = await addSensor(t.db, 'Overview retired', { retiredAt: new Date() });
    const readings = [
      { at: new Date(now - 30 * hourMs), value: -20 }, // older than a day: left out
      { at: new Date(now - 3 * hourMs), value: 2 },
      { at: new Date(now - 3 * hourMs + 60_000), value: 4 },
      { at: new Date(now - 60_000), value: 9 },
      { at: new Date(now - 30_000), value: 7 },
    ];
    await store(t.db, sensor, readings);
    await t.db.insert(alarms).values([
      {
        ruleName: 'w',
        sensorId: sensor.id,
        condition: 'above',
        severity: 'warning',
        openedAt: new Date(now - hourMs),
      },
      {
        ruleName: 'c',
        sensorId: sensor.id,
        condition: 'above',
        severity: 'critical',
        openedAt: new Date(now - 2 * hourMs),
      },
      {
        ruleName: 'x',
        sensorId: quiet.id,
        condition: 'above',
        severity: 'critical',
        openedAt: new Date(now - 2 * hourMs),
        clearedAt: new Date(now - hourMs),
      },
      {
        ruleName: 'i',
        sensorId: quiet.id,
        condition: 'noData',
        severity: 'info',
        openedAt: new Date(now - hourMs),
      },
    ]);

    const reply = await t.call<OverviewReply>('GET', '/api/monitoring/overview', {
      token: await t.tokenOf('admin'),
    });
    expect(reply.status).toBe(200);
    const tile = reply.body.sensors.find((one) => one.id === sensor.id);
    expect(tile).toMatchObject({
      name: 'Overview fridge',
      state: 'online',
      lastValue: 7,
      min24h: 2,
      max24h: 9,
      alarm: 'critical',
    });
    // The hour of each reading, counted back from the current hour (slot 23).
    const slotOf = (at: Date) =>
      23 - (Math.floor(now / hourMs) - Math.floor(at.getTime() / hourMs));
    const expected: (number | null)[] = Array.from({ length: 24 }, () => null);
    for (const slot of new Set(readings.slice(1).map((r) => slotOf(r.at)))) {
      const values = readings
        .slice(1)
        .filter((r) => slotOf(r.at) === slot)
        .map((r) => r.value);
      expected[slot] = values.reduce((a, b) => a + b, 0) / values.length;
    }
    expect(tile?.spark).toEqual(expected);

    expect(reply.body.sensors.find((one) => one.id === quiet.id)).toMatchObject({
      state: 'offline',
      lastValue: null,
      min24h: null,
      max24h: null,
      spark: Array.from({ length: 24 }, () => null),
      alarm: 'info',
    });
    expect(reply.body.sensors.some((one) => one.id === retired.id)).toBe(false);

    const open = await selectRows<{ severity: keyof SeverityCounts; n: number | string }>(
      t.db,
      sql`select severity, count(*) as n from alarms where cleared_at is null group by severity`,
    );
    const counts: SeverityCounts = { info: 0, warning: 0, critical: 0 };
    for (const row of open) counts[row.severity] = Number(row.n);
    expect(reply.body.activeAlarms).toEqual(counts);
    expect(counts.critical).toBeGreaterThanOrEqual(1);
  });

  it('lets whoever may read monitoring data read every data route, and no one else', async () => {
    const sensor = await addSensor(t.db, 'Overview access');
    const range = 'from=2024-01-01T00:00:00Z&to=2024-01-02T00:00:00Z';
    const paths = [
      '/api/monitoring/overview',
      `/api/monitoring/report?${range}`,
      `/api/monitoring/report/export?${range}`,
      `/api/monitoring/series?sensors=${sensor.id}&${range}`,
    ];
    const client = await t.tokenOf('client');
    const restricted = await signInAs(t, 'restricted-user', 'data.restricted');
    for (const path of paths) {
      expect((await t.call('GET', path, { token: client })).status, path).toBe(403);
      expect((await t.call('GET', path, { token: restricted })).status, path).toBe(200);
      expect((await t.call('GET', path)).status, path).toBe(401);
    }
  });
});
