import type { ReportReply, ReportRow } from '@beacon/contract/monitoring';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { addRule, addSensor } from './alarms-test-kit';
import { readingsBetween, store } from './data-test-kit';
import { sensors } from './monitoring.table';
import type { NewReading, SensorRow } from './sensor-view';

interface ErrorBody {
  error: Record<string, string[]>;
}

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
// Monday 4 to Wednesday 6 March 2024, and Monday 11 the week after: far from the samples.
const days = ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-11'];
const range = 'from=2024-03-04T00:00:00Z&to=2024-03-12T00:00:00Z';

/** Each day's figures as the report should give them, from the readings the test sent. */
function expectedByDay(readings: NewReading[]) {
  const byDay = new Map<string, number[]>();
  for (const r of readings) {
    const key = r.at.toISOString().slice(0, 10);
    byDay.set(key, [...(byDay.get(key) ?? []), r.value]);
  }
  return [...byDay.entries()].map(([key, values]) => ({
    period: `${key}T00:00:00.000Z`,
    min: Math.min(...values),
    max: Math.max(...values),
    avg: values.reduce((a, b) => a + b, 0) / values.length,
    count: values.length,
  }));
}

describe.each(backends)('the monitoring report on %s', (backend) => {
  const t = useTestApp(backend);
  const get = async <T>(query: string) =>
    t.call<T>('GET', `/api/monitoring/report?${query}`, { token: await t.tokenOf('admin') });

  let a: SensorRow;
  let b: SensorRow;
  const sent = new Map<number, NewReading[]>();

  beforeAll(async () => {
    a = await addSensor(t.db, 'Report probe A', { zone: 'Report zone one' });
    b = await addSensor(t.db, 'Report probe B', { zone: 'Report zone two' });
    for (const [sensor, offset] of [
      [a, 0],
      [b, 3],
    ] as const) {
      // Every 10 minutes, values that differ hour to hour and day to day.
      const readings = days.flatMap((d, n) =>
        readingsBetween(day(d), new Date(day(d).getTime() + 86_400_000), 10, (_at, i) =>
          Number((offset + n + ((i * 7) % 23) / 10).toFixed(1)),
        ),
      );
      await store(t.db, sensor, readings);
      sent.set(sensor.id, readings);
    }
  });

  it('gives each day’s lowest, mean and highest reading and their count, from the readings sent', async () => {
    const reply = await get<ReportReply>(`sensors=${a.id}&${range}&groupBy=day&sort=period`);
    expect(reply.status).toBe(200);
    const expected = expectedByDay(sent.get(a.id) ?? []);
    expect(reply.body.total).toBe(4);
    expect(reply.body.rows).toHaveLength(4);
    for (const [i, row] of reply.body.rows.entries()) {
      const want = expected[i];
      expect(row).toMatchObject({
        sensorId: a.id,
        sensor: 'Report probe A',
        zone: 'Report zone one',
        unit: '°C',
        period: want?.period,
        min: want?.min,
        max: want?.max,
        count: 144,
        outsideSeconds: 0,
      });
      expect(row.avg).toBeCloseTo(want?.avg ?? NaN, 2);
    }
  });

  it('sorts by any figure, ties by sensor then period, and pages with the total of every page', async () => {
    const all: ReportRow[] = [];
    for (let page = 1; page <= 3; page++) {
      const reply = await get<ReportReply>(
        `sensors=${a.id},${b.id}&${range}&sort=count&dir=desc&perPage=3&page=${page}`,
      );
      expect(reply.body.total).toBe(8);
      all.push(...reply.body.rows);
    }
    // Every row has the same count: the ties give the order, sensor A's days then B's.
    expect(all.map((row) => [row.sensor, row.period.slice(0, 10)])).toEqual([
      ...days.map((d) => ['Report probe A', d]),
      ...days.map((d) => ['Report probe B', d]),
    ]);
    const beyond = await get<ReportReply>(`sensors=${a.id},${b.id}&${range}&perPage=10&page=2`);
    expect(beyond.body).toEqual({ rows: [], total: 8 });

    const byMax = await get<ReportReply>(`sensors=${a.id},${b.id}&${range}&sort=max&dir=desc`);
    const maxes = byMax.body.rows.map((row) => row.max);
    expect(maxes).toEqual([...maxes].sort((x, y) => y - x));
    expect(byMax.body.rows[0]?.sensor).toBe('Report probe B');
  });

  it('groups by week, weeks starting on Monday (UTC)', async () => {
    const reply = await get<ReportReply>(`sensors=${a.id}&${range}&groupBy=week&sort=period`);
    const readings = sent.get(a.id) ?? [];
    expect(reply.body.rows.map((row) => [row.period, row.count])).toEqual([
      ['2024-03-04T00:00:00.000Z', 3 * 144],
      ['2024-03-11T00:00:00.000Z', 144],
    ]);
    const firstWeek = readings.filter((r) => r.at < day('2024-03-11')).map((r) => r.value);
    expect(reply.body.rows[0]?.min).toBe(Math.min(...firstWeek));
    expect(reply.body.rows[0]?.max).toBe(Math.max(...firstWeek));
  });

  it('groups by hour', async () => {
    const reply = await get<ReportReply>(
      `sensors=${a.id}&from=2024-03-05T10:00:00Z&to=2024-03-05T13:00:00Z&groupBy=hour&sort=period`,
    );
    expect(reply.body.rows.map((row) => [row.period, row.count])).toEqual([
      ['2024-03-05T10:00:00.000Z', 6],
      ['2024-03-05T11:00:00.000Z', 6],
      ['2024-03-05T12:00:00.000Z', 6],
    ]);
  });

  it('selects by zone, and takes every sensor (a retired one with readings too) when none is named', async () => {
    const byZone = await get<ReportReply>(`zones=Report%20zone%20two&${range}`);
    expect(new Set(byZone.body.rows.map((row) => row.sensor))).toEqual(new Set(['Report probe B']));

    await t.db.update(sensors).set({ retiredAt: new Date() }).where(eq(sensors.id, b.id));
    const every = await get<ReportReply>(`${range}&perPage=100`);
    const names = new Set(every.body.rows.map((row) => row.sensor));
    expect(names.has('Report probe A')).toBe(true);
    expect(names.has('Report probe B')).toBe(true);
    await t.db.update(sensors).set({ retiredAt: null }).where(eq(sensors.id, b.id));
  });

  it('counts the time spent outside a rule’s limits', async () => {
    const cold = await addSensor(t.db, 'Report probe cold', { zone: 'Report zone cold' });
    await addRule(t.db, { sensorId: cold.id, condition: 'above', threshold: 8 });
    // One a minute for an hour; ten minutes of it above 8.
    const readings = readingsBetween(
      day('2024-03-05'),
      new Date(day('2024-03-05').getTime() + 3_600_000),
      1,
      (_at, i) => (i >= 20 && i < 30 ? 9.5 : 5),
    );
    await store(t.db, cold, readings);
    const reply = await get<ReportReply>(
      `sensors=${cold.id},${a.id}&${range}&sort=outside&dir=desc`,
    );
    const [first] = reply.body.rows;
    expect(first?.sensor).toBe('Report probe cold');
    expect(first?.outsideSeconds).toBe(600);
    expect(
      reply.body.rows
        .filter((row) => row.sensorId === a.id)
        .every((row) => row.outsideSeconds === 0),
    ).toBe(true);
  });

  it('exports every row of the selection, and refuses one too big for an export on groupBy', async () => {
    const exported = await t.call<ReportReply>(
      'GET',
      `/api/monitoring/report/export?sensors=${a.id},${b.id}&${range}&sort=sensor`,
      { token: await t.tokenOf('admin') },
    );
    expect(exported.status).toBe(200);
    expect(exported.body.rows).toHaveLength(8);
    expect(exported.body.total).toBe(8);

    // Twelve sensors with a full year of hours: 105,408 hourly rows.
    const many: number[] = [];
    for (let i = 0; i < 12; i++) many.push((await addSensor(t.db, `Report bulk ${i}`)).id);
    await t.db.execute(sql`insert into reading_hours (sensor_id, hour, count, sum, min, max)
      select s, h, 60, 300, 4, 6
      from unnest(${`{${many.join(',')}}`}::int[]) s,
        generate_series('2023-01-01T00:00:00Z'::timestamptz, '2024-01-01T23:00:00Z', interval '1 hour') h`);
    const year = `sensors=${many.join(',')}&from=2023-01-01T00:00:00Z&to=2024-01-02T00:00:00Z`;
    const tooBig = await t.call<ErrorBody>(
      'GET',
      `/api/monitoring/report/export?${year}&groupBy=hour`,
      {
        token: await t.tokenOf('admin'),
      },
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.groupBy?.[0]).toMatch(
      /105,408 rows.*narrow the range or group by day/,
    );
  });

  it('answers a 400 on `to` for a range that ends before it starts or is too long', async () => {
    const backwards = await get<ErrorBody>(
      `sensors=${a.id}&from=2024-03-05T00:00:00Z&to=2024-03-04T00:00:00Z`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.to).toEqual(['The end must be after the start']);
    const long = await get<ErrorBody>(`from=2023-01-01T00:00:00Z&to=2024-03-01T00:00:00Z`);
    expect(long.status).toBe(400);
    expect(long.body.error.to).toEqual(['The range must be at most 366 days']);
    const exported = await t.call<ErrorBody>(
      'GET',
      `/api/monitoring/report/export?from=2024-03-05T00:00:00Z&to=2024-03-05T00:00:00Z`,
      { token: await t.tokenOf('admin') },
    );
    expect(exported.body.error.to).toEqual(['The end must be after the start']);
    const noDates = await get<ErrorBody>(`sensors=${a.id}&groupBy=month`);
    expect(Object.keys(noDates.body.error).sort()).toEqual(['from', 'groupBy', 'to']);
  });
});
