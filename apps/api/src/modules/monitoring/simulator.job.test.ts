import type { Sensor, SensorTokenReply } from '@beacon/contract/monitoring';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { alarmsOf } from './alarms-test-kit';
import { jobContext } from './jobs-test-kit';
import { monitoringJobs } from './monitoring.jobs';
import { sampleProfileOf, sampleSensors } from './monitoring.samples';
import { sensors } from './monitoring.table';
import { simulateRound } from './simulator.job';
import { readingAt } from './simulator';

const withSimulator = { ...testConfig, monitoring: { simulator: true, retentionDays: 90 } };

describe.each(backends)('the built-in simulator on %s', (backend) => {
  const t = useTestApp(backend, withSimulator);
  const sensorNamed = async (name: string) => {
    const [row] = await t.db.select().from(sensors).where(eq(sensors.name, name));
    if (!row) throw new Error(`no sensor ${name}`);
    return row;
  };
  // Minutes after the seeded history ends: whatever the image's age, some readings are due.
  let clock = Date.now() + 3 * 60_000;
  const later = (minutes: number) => new Date((clock += minutes * 60_000));

  it('runs every 20 seconds, before the first no-data check', () => {
    const [first] = monitoringJobs(jobContext(t.db, withSimulator));
    expect(first).toMatchObject({ name: 'monitoring.simulator', everyMs: 20_000 });
  });

  it('sends each sample sensor the readings due, the generator’s, as a device would', async () => {
    const now = later(0);
    const sent = await simulateRound(jobContext(t.db, withSimulator), now);
    expect(sent).toBeGreaterThan(0);
    let current = 0;
    for (const sample of sampleSensors) {
      const row = await sensorNamed(sample.name);
      if (!row.lastReadingAt || row.lastValue === null) throw new Error(`${sample.name}: none`);
      expect(row.lastReadingAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.lastValue).toBeCloseTo(readingAt(sample.profile, row.lastReadingAt) ?? NaN, 4);
      // Those not in a dropout are up to the minute.
      if (now.getTime() - row.lastReadingAt.getTime() < 60_000) current++;
    }
    expect(current).toBeGreaterThanOrEqual(8);
    // Nothing is due twice.
    expect(await simulateRound(jobContext(t.db, withSimulator), now)).toBe(0);
  });

  it('stores through ingest: hourly aggregates grow and the alarm rules run', async () => {
    const admin = await t.as('/api/monitoring', t.tokenOf('admin'));
    const freezer = await sensorNamed('Freezer B2');
    const rule = await admin.post('/rules', {
      name: 'Freezer B2 reads anything',
      sensorId: freezer.id,
      condition: 'above',
      threshold: -100,
      severity: 'info',
    });
    expect(rule.status).toBe(201);
    const countOf = async () =>
      (
        await selectRows<{ n: number }>(
          t.db,
          sql`select coalesce(sum(count), 0)::int as n from reading_hours where sensor_id = ${freezer.id}`,
        )
      )[0]?.n ?? 0;
    const before = await countOf();
    // Past any dropout: a sensor is silent two hours at most.
    const sent = await simulateRound(jobContext(t.db, withSimulator), later(180));
    expect(sent).toBeGreaterThan(0);
    expect(await countOf()).toBeGreaterThan(before);
    const opened = (await alarmsOf(t.db, freezer.id)).filter(
      (alarm) => alarm.ruleName === 'Freezer B2 reads anything',
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]?.clearedAt).toBeNull();
  });

  it('never simulates a person’s own sensor, nor a retired sample one', async () => {
    const admin = await t.as('/api/monitoring', t.tokenOf('admin'));
    const own = await admin.post<SensorTokenReply>('/sensors', { name: 'My probe', zone: 'Lab' });
    expect(own.status).toBe(201);
    expect(sampleProfileOf('My probe')).toBeUndefined();
    const lab = await sensorNamed('Lab bench');
    const retired = await admin.del<{ sensor: Sensor }>(`/sensors/${lab.id}`);
    expect(retired.status).toBe(200);

    await simulateRound(jobContext(t.db, withSimulator), later(10));
    expect((await sensorNamed('My probe')).lastReadingAt).toBeNull();
    expect((await sensorNamed('Lab bench')).lastReadingAt).toEqual(lab.lastReadingAt);
  });

  it('sends nothing while the settings turn it off, or where the server does not allow it', async () => {
    const admin = await t.as('/api/monitoring', t.tokenOf('admin'));
    expect((await admin.patch('/settings', { simulator: false })).status).toBe(200);
    expect(await simulateRound(jobContext(t.db, withSimulator), later(10))).toBe(0);
    expect((await admin.patch('/settings', { simulator: true })).status).toBe(200);

    const unavailable = { ...testConfig, monitoring: { simulator: false, retentionDays: 90 } };
    expect(await simulateRound(jobContext(t.db, unavailable), later(10))).toBe(0);
    expect(await simulateRound(jobContext(t.db, testConfig), later(10))).toBe(0);
    expect(await simulateRound(jobContext(t.db, withSimulator), later(0))).toBeGreaterThan(0);
  });
});
