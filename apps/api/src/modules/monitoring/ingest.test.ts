import {
  ingestPath,
  monitoringEventTypes,
  monitoringMessages,
  monitoringTopic,
  type SensorTokenReply,
  type SensorsReply,
} from '@beacon/contract/monitoring';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createApp, createLive } from '../../app';
import { selectRows } from '../../db/client';
import { unsignedWriteLimit } from '../../lib/input-guard';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { ingestAddressFailureLimit, ingestDeviceLimit } from './ingest-limit';

interface ErrorBody {
  error: string | Record<string, string[]>;
}

interface Hour {
  hour: string;
  count: number;
  sum: number;
  min: number;
  max: number;
  outside: number;
}

/** Whole minutes ago, on the minute: readings of the recent past, clear of the hour's edge. */
const minutesAgo = (minutes: number) =>
  new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutes * 60_000);
const reading = (minutes: number, value: number) => ({
  at: minutesAgo(minutes).toISOString(),
  value,
});

describe.each(backends)('monitoring ingest on %s', (backend) => {
  const t = useTestApp(backend);

  const addSensor = async (name: string, extra: Record<string, unknown> = {}) => {
    const reply = await t.call<SensorTokenReply>('POST', '/api/monitoring/sensors', {
      token: await t.tokenOf('admin'),
      body: { name, zone: 'Ingest tests', minValue: -40, maxValue: 60, ...extra },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body;
  };
  const post = (token: string | undefined, readings: unknown) =>
    t.call<{ stored: number; duplicates: number } & ErrorBody>('POST', ingestPath, {
      token,
      body: { readings },
    });
  const hours = (sensorId: number) =>
    selectRows<Hour>(
      t.db,
      sql`select hour::text as hour, count, sum, min, max, outside_seconds as outside
          from reading_hours where sensor_id = ${sensorId} order by hour`,
    );
  const readingCount = async (sensorId: number) =>
    (
      await selectRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from readings where sensor_id = ${sensorId}`,
      )
    )[0]?.n;
  const listed = async (name: string) =>
    (
      await t.call<SensorsReply>('GET', `/api/monitoring/sensors?q=${encodeURIComponent(name)}`, {
        token: await t.tokenOf('admin'),
      })
    ).body.sensors[0];

  it('stores a batch, answers what was new, and the sensor shows its newest reading', async () => {
    const { sensor, token } = await addSensor('Ingest store');
    const sent = [reading(3, 4.5), reading(1, 5.25), reading(2, 4.75)];
    const reply = await post(token, sent);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ stored: 3, duplicates: 0 });
    expect(await readingCount(sensor.id)).toBe(3);
    expect(await listed('Ingest store')).toMatchObject({
      state: 'online',
      lastValue: 5.25,
      lastReadingAt: minutesAgo(1).toISOString(),
    });
  });

  it('stores nothing twice: the same batch again, or a time repeated in one batch', async () => {
    const { sensor, token } = await addSensor('Ingest resend');
    const sent = [reading(5, 1), reading(4, 2), reading(3, 3)];
    expect((await post(token, sent)).body).toEqual({ stored: 3, duplicates: 0 });
    const before = await hours(sensor.id);
    expect((await post(token, sent)).body).toEqual({ stored: 0, duplicates: 3 });
    expect(await hours(sensor.id)).toEqual(before);
    expect(await readingCount(sensor.id)).toBe(3);

    const repeated = await post(token, [reading(2, 7), reading(2, 8), reading(3, 9)]);
    expect(repeated.body).toEqual({ stored: 1, duplicates: 2 });
    expect(await listed('Ingest resend')).toMatchObject({ lastValue: 7 });
  });

  it('keeps each hour’s count, sum, lowest and highest of the readings sent', async () => {
    const { sensor, token } = await addSensor('Ingest hours');
    const base = Date.UTC(2026, 0, 15, 10, 0, 0);
    const at = (minute: number) => new Date(base + minute * 60_000).toISOString();
    const first = [
      { at: at(10), value: 2 },
      { at: at(20), value: -3.5 },
      { at: at(59), value: 8 },
    ];
    const second = [
      { at: at(60), value: 1 },
      { at: at(61), value: 1.5 },
    ];
    expect((await post(token, [...second, ...first])).body).toEqual({ stored: 5, duplicates: 0 });
    // A later batch of the same hour adds to it; its lowest and highest follow.
    expect((await post(token, [{ at: at(30), value: -10 }])).body.stored).toBe(1);
    const rows = await hours(sensor.id);
    expect(
      rows.map(({ hour, ...rest }) => ({ hour: new Date(hour).toISOString(), ...rest })),
    ).toEqual([
      { hour: at(0), count: 4, sum: -3.5, min: -10, max: 8, outside: 0 },
      { hour: at(60), count: 2, sum: 2.5, min: 1, max: 1.5, outside: 0 },
    ]);
  });

  it('counts the time spent outside the alarm limits, capped at the stale time', async () => {
    const { sensor, token } = await addSensor('Ingest outside', { staleAfterSeconds: 300 });
    const rule = await t.call('POST', '/api/monitoring/rules', {
      token: await t.tokenOf('admin'),
      body: {
        name: 'Ingest outside too warm',
        sensorId: sensor.id,
        condition: 'above',
        threshold: 8,
        severity: 'warning',
      },
    });
    expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    const base = Date.UTC(2026, 0, 16, 10, 0, 0);
    const at = (seconds: number) => new Date(base + seconds * 1000).toISOString();
    await post(token, [
      { at: at(0), value: 5 },
      { at: at(60), value: 9 },
      { at: at(90), value: 10 },
      { at: at(120), value: 7 },
      // Ten minutes of silence, then outside: only the stale time counts.
      { at: at(720), value: 12 },
    ]);
    expect((await hours(sensor.id))[0]).toMatchObject({ count: 5, outside: 60 + 30 + 300 });
  });

  it('refuses the whole batch when a value is outside the plausible range', async () => {
    const { sensor, token } = await addSensor('Ingest range');
    const reply = await post(token, [reading(3, 20), reading(2, 61), reading(1, -40.5)]);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: {
        'readings.1.value': ['61 is outside the plausible range -40 to 60 °C'],
        'readings.2.value': ['-40.5 is outside the plausible range -40 to 60 °C'],
      },
    });
    expect(await readingCount(sensor.id)).toBe(0);
  });

  it('refuses a reading more than five minutes ahead of the server’s clock', async () => {
    const { sensor, token } = await addSensor('Ingest future');
    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    const reply = await post(token, [reading(1, 3), { at: ahead, value: 3 }]);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: { 'readings.1.at': ['More than 5 minutes ahead of the server’s clock'] },
    });
    expect(await readingCount(sensor.id)).toBe(0);
    const slightly = new Date(Date.now() + 60_000).toISOString();
    expect((await post(token, [{ at: slightly, value: 3 }])).status).toBe(200);
  });

  it('checks the body: no readings, too many, a time without an offset', async () => {
    const { token } = await addSensor('Ingest body');
    const empty = await post(token, []);
    expect(empty.status).toBe(400);
    expect(empty.body.error).toHaveProperty(['readings']);
    const naive = await post(token, [{ at: '2026-01-01T10:00:00', value: 1 }]);
    expect(naive.status).toBe(400);
    expect(naive.body.error).toHaveProperty(['readings.0.at']);
    const tooMany = await post(
      token,
      Array.from({ length: 1001 }, (_, i) => ({
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        value: 1,
      })),
    );
    expect(tooMany.status).toBe(400);
  });

  it('refuses without a device token, with a person’s, an unknown, a rotated or a retired one', async () => {
    const rotated = await addSensor('Ingest rotated');
    const admin = await t.tokenOf('admin');
    const renewed = await t.call<SensorTokenReply>(
      'POST',
      `/api/monitoring/sensors/${rotated.sensor.id}/token`,
      { token: admin },
    );
    const retired = await addSensor('Ingest retired');
    await t.call('DELETE', `/api/monitoring/sensors/${retired.sensor.id}`, { token: admin });

    const none = await post(undefined, [reading(1, 1)]);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const bad = { error: monitoringMessages.badDeviceToken };
    for (const token of [admin, `bst_${'A'.repeat(43)}`, rotated.token, retired.token]) {
      const refused = await post(token, [reading(1, 1)]);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(bad);
    }
    expect((await post(renewed.body.token, [reading(1, 1)])).body).toEqual({
      stored: 1,
      duplicates: 0,
    });
    expect(await readingCount(retired.sensor.id)).toBe(0);
  });

  it('limits the requests of one device a minute, with Retry-After; other devices go on', async () => {
    const busy = await addSensor('Ingest busy');
    const calm = await addSensor('Ingest calm');
    for (let i = 0; i < ingestDeviceLimit.limit; i++) {
      // An empty batch is refused, and counts all the same: the device is cheap to stop.
      expect((await post(busy.token, [])).status).toBe(400);
    }
    const refused = await post(busy.token, [reading(1, 1)]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(calm.token, [reading(1, 1)])).status).toBe(200);
  });

  it('takes many devices behind one address, and cuts short its refusals there', async () => {
    // Every limit a tenth: 30 unsigned writes an address, 12 requests a device, 30 refusals.
    const scale = 0.1;
    const site = { ...testConfig, clientAddress: () => '203.0.113.7', rateLimitScale: scale };
    const app = createApp({ db: t.db, config: site });
    const send = async (token: string, readings: unknown) =>
      (
        await app.fetch(
          new Request(`http://test${ingestPath}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ readings }),
          }),
        )
      ).status;
    const devices = [
      await addSensor('Ingest site 1'),
      await addSensor('Ingest site 2'),
      await addSensor('Ingest site 3'),
    ];
    // More than any person's unsigned writes from one address may be.
    const statuses = new Set<number>();
    for (let i = 0; i < (unsignedWriteLimit.limit * scale) / devices.length + 1; i++)
      for (const device of devices) statuses.add(await send(device.token, [reading(i, 1)]));
    expect([...statuses]).toEqual([200]);

    const stranger = `bst_${'B'.repeat(43)}`;
    for (let i = 0; i < ingestAddressFailureLimit.limit * scale; i++)
      expect(await send(stranger, [reading(1, 1)])).toBe(401);
    expect(await send(stranger, [reading(1, 1)])).toBe(429);
  });

  it('announces the new readings and the sensor’s state on the live channel', async () => {
    const { sensor, token } = await addSensor('Ingest live');
    const live = createLive(t.db, testConfig);
    const app = createApp({ db: t.db, config: testConfig, live });
    const publish = vi.spyOn(live, 'publish');
    const sent = [reading(2, 3), reading(1, 4)];
    const response = await app.fetch(
      new Request(`http://test${ingestPath}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ readings: [...sent, sent[0]] }),
      }),
    );
    expect(response.status).toBe(200);
    expect(publish).toHaveBeenCalledWith(monitoringTopic, {
      type: monitoringEventTypes.readings,
      sensorId: sensor.id,
      state: 'online',
      lastValue: 4,
      lastReadingAt: sent[1]?.at,
      readings: sent,
    });
    await live.close();
  });
});
