import type { AlarmsReply, RulesReply, SensorsReply } from '@beacon/contract/monitoring';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { backends, useTestApp } from '../../test/harness';
import { sampleRules, sampleSensors } from './monitoring.samples';
import { readingAt } from './simulator';

// The seeded image every API test starts from carries the monitoring samples: these tests read
// them as a visitor of the demo would, through the API, and check the history tells one story.

describe.each(backends)('the monitoring samples on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('/api/monitoring', t.tokenOf('admin'));

  it('has twelve sensors in four zones, each with its last reading of a month of history', async () => {
    const { body } = await (await admin()).get<SensorsReply>('/sensors');
    const samples = body.sensors.filter((s) => sampleSensors.some((x) => x.name === s.name));
    expect(samples).toHaveLength(12);
    expect(new Set(samples.map((s) => s.zone))).toEqual(
      new Set(['Cold room A', 'Freezers', 'Lab', 'Server room']),
    );
    const spans = await selectRows<{ name: string; first: string; last: string; n: number }>(
      t.db,
      sql`select s.name, min(r.at)::text as first, max(r.at)::text as last, count(*)::int as n
        from sensors s join readings r on r.sensor_id = s.id group by s.name`,
    );
    for (const sensor of samples) {
      const span = spans.find((s) => s.name === sensor.name);
      if (!span || !sensor.lastReadingAt) throw new Error(`${sensor.name}: no readings`);
      expect(Date.parse(span.last)).toBe(Date.parse(sensor.lastReadingAt));
      const days = (Date.parse(span.last) - Date.parse(span.first)) / 86_400_000;
      expect(days).toBeGreaterThan(29);
      expect(sensor.tokenHint).toHaveLength(4);
    }
  });

  it('stores the generator’s readings, and hours that sum them exactly', async () => {
    const [sample] = await selectRows<{ name: string; at: string; value: number }>(
      t.db,
      sql`select s.name, r.at::text as at, r.value from readings r join sensors s on s.id = r.sensor_id
        order by r.at desc limit 1 offset 500`,
    );
    const profile = sampleSensors.find((s) => s.name === sample?.name)?.profile;
    if (!sample || !profile) throw new Error('no sample reading');
    expect(sample.value).toBeCloseTo(readingAt(profile, new Date(sample.at)) ?? NaN, 4);

    const [totals] = await selectRows<{ readings: number; counted: number; off: number }>(
      t.db,
      sql`select (select count(*)::int from readings) as readings,
        (select sum(count)::int from reading_hours) as counted,
        (select count(*)::int from reading_hours h where h.min > h.max or h.sum < h.min * h.count - 0.01) as off`,
    );
    expect(totals?.counted).toBe(totals?.readings);
    expect(totals?.off).toBe(0);
  });

  it('counts time outside the rules’ limits in the hours where a reading was outside', async () => {
    const [outside] = await selectRows<{ hours: number; wrong: number }>(
      t.db,
      sql`select count(*) filter (where h.outside_seconds > 0)::int as hours,
        count(*) filter (where h.outside_seconds > 0 and s.zone = 'Cold room A' and h.max <= 8)::int as wrong
        from reading_hours h join sensors s on s.id = h.sensor_id`,
    );
    expect(outside?.hours).toBeGreaterThan(0);
    expect(outside?.wrong).toBe(0);
  });

  it('has the sample rules, one of them a no-data rule for the server room', async () => {
    const { body } = await (await admin()).get<RulesReply>('/rules');
    const names = body.rules.map((rule) => rule.name);
    for (const rule of sampleRules) expect(names).toContain(rule.name);
    expect(body.rules.find((rule) => rule.condition === 'noData')).toMatchObject({
      zone: 'Server room',
      noDataMinutes: 15,
    });
    expect(body.rules.find((rule) => rule.name === 'Cold room critical')).toMatchObject({
      threshold: 10,
      severity: 'critical',
      notifyRoles: ['admin', 'manager'],
    });
  });

  it('has past alarms that match the readings, most acknowledged by the demo admin', async () => {
    const { body } = await (await admin()).get<AlarmsReply>('/alarms?state=cleared&perPage=50');
    expect(body.total).toBeGreaterThan(3);
    const handled = body.alarms.filter((alarm) => alarm.acknowledgedBy);
    expect(handled.length).toBeGreaterThan(0);
    for (const alarm of handled) {
      expect(alarm.acknowledgedBy?.fullName).toBeTruthy();
      expect(alarm.comment).toBeTruthy();
    }
    for (const alarm of body.alarms) {
      const rule = sampleRules.find((r) => r.name === alarm.ruleName);
      expect(alarm.zone).toBe(rule?.zone);
      if (alarm.condition !== 'above' || rule?.threshold === undefined) continue;
      expect(alarm.openValue).toBeGreaterThan(rule.threshold);
      expect(alarm.peakValue).toBeGreaterThanOrEqual(alarm.openValue ?? Infinity);
      const [stored] = await selectRows<{ value: number }>(
        t.db,
        sql`select value from readings where sensor_id = ${alarm.sensorId} and at = ${alarm.openedAt}::timestamptz`,
      );
      expect(stored?.value).toBeCloseTo(alarm.openValue ?? NaN, 4);
    }
  });

  it('records none of it in the audit log: nobody did it', async () => {
    const [row] = await selectRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log
        where resource in ('sensors', 'alarm_rules', 'alarms', 'monitoring_settings')`,
    );
    expect(row?.n).toBe(0);
  });
});
