import type { SeriesReply } from '@beacon/contract/monitoring';
import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { addRule, addSensor } from './alarms-test-kit';
import { readingsBetween, store } from './data-test-kit';
import { alarms } from './monitoring.table';

interface ErrorBody {
  error: Record<string, string[]>;
}

const start = new Date('2024-06-01T00:00:00Z');
const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const iso = (date: Date) => date.toISOString();

describe.each(backends)('the monitoring chart series on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(query: string) =>
    t.call<T>('GET', `/api/monitoring/series?${query}`, { token: await t.tokenOf('admin') });

  it('keeps a one-reading spike in 30 days of readings a minute, in at most 1,000 buckets', async () => {
    const sensor = await addSensor(t.db, 'Series spike');
    const minutes = 30 * 24 * 60;
    // A random minute, a day clear of either end so the day's window below is full.
    const spikeAt = 1440 + Math.floor(Math.random() * (minutes - 2 * 1440));
    const readings = readingsBetween(start, later(minutes), 1, (_at, i) =>
      i === spikeAt ? 40 : 4 + (i % 10) / 10,
    );
    await store(t.db, sensor, readings, 10_000);

    const month = await get<SeriesReply>(
      `sensors=${sensor.id}&from=${iso(start)}&to=${iso(later(minutes))}`,
    );
    expect(month.status).toBe(200);
    expect(month.body.bucketSeconds).toBe(3600);
    const [series] = month.body.series;
    expect(series?.points.length).toBeLessThanOrEqual(1000);
    expect(series?.points).toHaveLength(720);
    const spike = series?.points.filter((point) => point.max === 40) ?? [];
    expect(spike).toHaveLength(1);
    const spikeHour = Math.floor(spikeAt / 60) * 60;
    expect(spike[0]?.at).toBe(iso(later(spikeHour)));
    expect(spike[0]?.min).toBe(4);
    expect(
      Math.max(...(series?.points ?? []).filter((p) => p !== spike[0]).map((p) => p.max)),
    ).toBe(4.9);

    // A day of it: 1,440 readings, buckets of two minutes from the raw readings.
    const dayStart = later(spikeHour - 600);
    const day = await get<SeriesReply>(
      `sensors=${sensor.id}&from=${iso(dayStart)}&to=${iso(new Date(dayStart.getTime() + 86_400_000))}`,
    );
    expect(day.body.bucketSeconds).toBe(120);
    const dayPoints = day.body.series[0]?.points ?? [];
    expect(dayPoints).toHaveLength(720);
    expect(dayPoints.filter((point) => point.max === 40)).toHaveLength(1);

    // A quarter of an hour: the raw readings, one point each.
    const raw = await get<SeriesReply>(
      `sensors=${sensor.id}&from=${iso(later(spikeAt - 7))}&to=${iso(later(spikeAt + 8))}`,
    );
    expect(raw.body.bucketSeconds).toBe(0);
    const rawPoints = raw.body.series[0]?.points ?? [];
    expect(rawPoints).toHaveLength(15);
    expect(rawPoints[7]).toEqual({ at: iso(later(spikeAt)), min: 40, avg: 40, max: 40 });
  });

  it('gives each series its thresholds and the alarms that overlap the window', async () => {
    const fridge = await addSensor(t.db, 'Series fridge', { zone: 'Series kitchen' });
    const other = await addSensor(t.db, 'Series other', { zone: 'Series hall' });
    const above = await addRule(t.db, { sensorId: fridge.id, condition: 'above', threshold: 8 });
    const outside = await addRule(t.db, {
      zone: 'Series kitchen',
      condition: 'outside',
      low: 0,
      high: 10,
      severity: 'critical',
    });
    await addRule(t.db, { sensorId: fridge.id, condition: 'below', threshold: 1, enabled: false });
    await addRule(t.db, { sensorId: fridge.id, condition: 'rate', ratePerMinute: 2 });
    await addRule(t.db, { sensorId: other.id, condition: 'below', threshold: 1 });
    await store(
      t.db,
      fridge,
      readingsBetween(start, later(60), 5, () => 5),
    );

    const [overlapping, open, before] = await t.db
      .insert(alarms)
      .values([
        {
          ruleName: 'a',
          sensorId: fridge.id,
          condition: 'above',
          severity: 'warning',
          openedAt: later(-30),
          clearedAt: later(10),
        },
        {
          ruleName: 'b',
          sensorId: fridge.id,
          condition: 'outside',
          severity: 'critical',
          openedAt: later(50),
        },
        {
          ruleName: 'c',
          sensorId: fridge.id,
          condition: 'above',
          severity: 'info',
          openedAt: later(-90),
          clearedAt: later(-60),
        },
      ])
      .returning();

    const reply = await get<SeriesReply>(
      `sensors=${fridge.id}&from=${iso(start)}&to=${iso(later(60))}`,
    );
    expect(reply.status).toBe(200);
    const [series] = reply.body.series;
    expect(series).toMatchObject({ sensorId: fridge.id, name: 'Series fridge', unit: '°C' });
    expect(series?.points).toHaveLength(12);
    expect(series?.thresholds).toEqual([
      { ruleId: above.id, severity: 'warning', low: null, high: 8 },
      { ruleId: outside.id, severity: 'critical', low: 0, high: 10 },
    ]);
    expect(series?.alarms).toEqual([
      {
        id: overlapping?.id,
        severity: 'warning',
        openedAt: iso(later(-30)),
        clearedAt: iso(later(10)),
      },
      { id: open?.id, severity: 'critical', openedAt: iso(later(50)), clearedAt: null },
    ]);
    expect(series?.alarms.map((alarm) => alarm.id)).not.toContain(before?.id);
  });

  it('answers a 400 on `sensors` for none, too many or an unknown one, and on `to` for a bad range', async () => {
    const sensor = await addSensor(t.db, 'Series checked');
    const window = `from=${iso(start)}&to=${iso(later(60))}`;
    const none = await get<ErrorBody>(window);
    expect(none.status).toBe(400);
    expect(none.body.error.sensors).toBeDefined();
    const eleven = Array.from({ length: 11 }, () => sensor.id).join(',');
    const many = await get<ErrorBody>(`sensors=${eleven}&${window}`);
    expect(many.status).toBe(400);
    expect(many.body.error.sensors).toEqual(['Choose at most 10 sensors']);
    const unknown = await get<ErrorBody>(`sensors=${sensor.id},999999&${window}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.sensors).toEqual(['There is no sensor with this id: 999999']);
    const backwards = await get<ErrorBody>(
      `sensors=${sensor.id}&from=${iso(later(60))}&to=${iso(start)}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.to).toEqual(['The end must be after the start']);
    const long = await get<ErrorBody>(
      `sensors=${sensor.id}&from=2022-01-01T00:00:00Z&to=2024-01-01T00:00:00Z`,
    );
    expect(long.body.error.to).toEqual(['The range must be at most 366 days']);
  });
});
