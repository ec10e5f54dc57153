import type { LoginReply } from '@beacon/contract/auth';
import {
  type AlarmsReply,
  monitoringMessages,
  monitoringEventTypes,
  monitoringTopic,
  type Sensor,
  type SensorTokenReply,
  type SensorsReply,
} from '@beacon/contract/monitoring';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, createLive } from '../../app';
import { backends, testConfig, useTestApp } from '../../test/harness';

interface SensorReply {
  sensor: Sensor;
}

interface ErrorBody {
  error: string | Record<string, string[]>;
}

const path = '/api/monitoring/sensors';

describe.each(backends)('monitoring sensors on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('', t.tokenOf('admin'));
  const add = async (body: Record<string, unknown>) =>
    (await admin()).post<SensorTokenReply>(path, body);

  /** A new account in `role`, signed in. */
  const signIn = async (role: string) => {
    const username = `sensors.${role}`;
    const created = await t.call('POST', '/apps/roles/users', {
      token: await t.tokenOf('admin'),
      body: {
        fullName: `Sensors ${role}`,
        username,
        email: `${username}@example.com`,
        password: 'password-1234',
        role,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const login = await t.call<LoginReply>('POST', '/jwt/login', {
      body: { email: `${username}@example.com`, password: 'password-1234' },
    });
    return login.body.accessToken;
  };

  it('adds a sensor with the defaults and a device token shown once, and lists it', async () => {
    const created = await add({ name: 'Walk-in probe one', zone: 'Kitchen' });
    expect(created.status).toBe(201);
    const { sensor, token } = created.body;
    expect(token).toMatch(/^bst_[A-Za-z0-9_-]{43}$/);
    expect(sensor).toMatchObject({
      name: 'Walk-in probe one',
      zone: 'Kitchen',
      unit: '°C',
      minValue: -50,
      maxValue: 100,
      staleAfterSeconds: 300,
      offlineAfterSeconds: 3600,
      state: 'offline',
      lastValue: null,
      lastReadingAt: null,
      tokenHint: token.slice(-4),
      retiredAt: null,
    });
    const listed = await (await admin()).get<SensorsReply>(`${path}?q=walk-in%20probe%20one`);
    expect(listed.status).toBe(200);
    expect(listed.body.sensors).toEqual([sensor]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
  });

  it('filters by name and zone, and gives the zones of the sensors in use, sorted', async () => {
    await add({ name: 'Zones freezer 1', zone: 'Zones west' });
    await add({ name: 'Zones freezer 2', zone: 'Zones east' });
    await add({ name: 'Zones fridge', zone: 'Zones east' });
    const api = await admin();
    const byName = await api.get<SensorsReply>(`${path}?q=zones%20FREEZER`);
    expect(byName.body.sensors.map((s) => s.name)).toEqual(['Zones freezer 1', 'Zones freezer 2']);
    expect(byName.body.zones).toEqual(['Zones east', 'Zones west']);
    const byZone = await api.get<SensorsReply>(`${path}?zone=Zones%20east`);
    expect(byZone.body.sensors.map((s) => s.name)).toEqual(['Zones freezer 2', 'Zones fridge']);
    // `%` is a character searched for, not a pattern.
    expect((await api.get<SensorsReply>(`${path}?q=%25`)).body.sensors).toEqual([]);
  });

  it('refuses a name already taken, whatever its case, with 409 on name', async () => {
    expect((await add({ name: 'Taken probe', zone: 'Z' })).status).toBe(201);
    const again = await add({ name: 'TAKEN PROBE', zone: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { name: [monitoringMessages.sensorNameTaken] } });
    const other = await add({ name: 'Other probe', zone: 'Z' });
    const renamed = await (
      await admin()
    ).patch<ErrorBody>(`${path}/${other.body.sensor.id}`, {
      name: 'taken probe',
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ error: { name: [monitoringMessages.sensorNameTaken] } });
    // Its own name in another case is no clash.
    const recased = await (
      await admin()
    ).patch<SensorReply>(`${path}/${other.body.sensor.id}`, {
      name: 'OTHER probe',
    });
    expect(recased.status).toBe(200);
    expect(recased.body.sensor.name).toBe('OTHER probe');
  });

  it('checks the range and the times, of a new sensor and of a change against the stored values', async () => {
    const bad = await add({ name: 'Range probe', zone: 'Z', minValue: 10, maxValue: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: { maxValue: ['The highest plausible value must be above the lowest'] },
    });
    const created = await add({ name: 'Range probe', zone: 'Z', minValue: -30, maxValue: 30 });
    const api = await admin();
    const id = created.body.sensor.id;
    const belowMin = await api.patch<ErrorBody>(`${path}/${id}`, { maxValue: -40 });
    expect(belowMin.status).toBe(400);
    expect(belowMin.body).toEqual({
      error: { maxValue: ['The highest plausible value must be above the lowest'] },
    });
    const offline = await api.patch<ErrorBody>(`${path}/${id}`, { offlineAfterSeconds: 200 });
    expect(offline.status).toBe(400);
    expect(offline.body).toEqual({
      error: { offlineAfterSeconds: ['Offline after must be longer than stale after'] },
    });
    const unchanged = await api.get<SensorsReply>(`${path}?q=range%20probe`);
    expect(unchanged.body.sensors[0]).toMatchObject({ maxValue: 30, offlineAfterSeconds: 3600 });

    const changed = await api.patch<SensorReply>(`${path}/${id}`, {
      zone: 'Bakery',
      maxValue: 40,
      staleAfterSeconds: 60,
      offlineAfterSeconds: 200,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.sensor).toMatchObject({
      zone: 'Bakery',
      minValue: -30,
      maxValue: 40,
      staleAfterSeconds: 60,
      offlineAfterSeconds: 200,
    });
  });

  it('answers 404 for a sensor that is not there', async () => {
    const api = await admin();
    const missing = { error: monitoringMessages.sensorNotFound };
    expect((await api.patch(`${path}/999999`, { zone: 'X' })).body).toEqual(missing);
    expect((await api.del(`${path}/999999`)).status).toBe(404);
    const rotate = await api.post(`${path}/999999/token`, undefined);
    expect(rotate.status).toBe(404);
    expect(rotate.body).toEqual(missing);
  });

  it('rotates the device token: a new one, its hint with it', async () => {
    const created = await add({ name: 'Rotating probe', zone: 'Z' });
    const rotated = await (
      await admin()
    ).post<SensorTokenReply>(`${path}/${created.body.sensor.id}/token`, undefined);
    expect(rotated.status).toBe(200);
    expect(rotated.body.token).toMatch(/^bst_/);
    expect(rotated.body.token).not.toBe(created.body.token);
    expect(rotated.body.sensor.tokenHint).toBe(rotated.body.token.slice(-4));
  });

  it('retires a sensor: kept, listed only on request, no longer changed or given a token', async () => {
    const created = await add({ name: 'Retiring probe', zone: 'Retiring zone' });
    const id = created.body.sensor.id;
    const api = await admin();
    const retired = await api.del<SensorReply>(`${path}/${id}`);
    expect(retired.status).toBe(200);
    expect(retired.body.sensor.state).toBe('retired');
    expect(retired.body.sensor.retiredAt).not.toBeNull();

    const inUse = await api.get<SensorsReply>(`${path}?q=retiring`);
    expect(inUse.body.sensors).toEqual([]);
    const all = await api.get<SensorsReply>(`${path}?q=retiring&retired=true`);
    expect(all.body.sensors.map((s) => s.id)).toEqual([id]);
    expect(all.body.zones).not.toContain('Retiring zone');

    const patched = await api.patch(`${path}/${id}`, { zone: 'Elsewhere' });
    expect(patched.status).toBe(409);
    expect(patched.body).toEqual({ error: monitoringMessages.sensorRetired });
    expect((await api.post(`${path}/${id}/token`, undefined)).status).toBe(409);
    const again = await api.del<SensorReply>(`${path}/${id}`);
    expect(again.status).toBe(200);
    expect(again.body.sensor.retiredAt).toBe(retired.body.sensor.retiredAt);
  });

  it('clears the open alarms of a sensor it retires, since no reading can clear them now', async () => {
    const created = await add({ name: 'Retired with an alarm', zone: 'Retiring zone' });
    const { sensor, token } = created.body;
    const api = await admin();
    const rule = await api.post('/api/monitoring/rules', {
      name: 'Too warm before retiring',
      sensorId: sensor.id,
      condition: 'above',
      threshold: 8,
      severity: 'warning',
    });
    expect(rule.status).toBe(201);
    const ingest = await t.call('POST', '/api/monitoring/ingest', {
      token,
      body: { readings: [{ at: new Date().toISOString(), value: 12 }] },
    });
    expect(ingest.status).toBe(200);
    const alarmsOf = async () =>
      (await api.get<AlarmsReply>(`/api/monitoring/alarms?sensor=${sensor.id}`)).body.alarms;
    expect((await alarmsOf()).map((alarm) => alarm.state)).toEqual(['active']);

    expect((await api.del(`${path}/${sensor.id}`)).status).toBe(200);
    const [alarm] = await alarmsOf();
    expect(alarm?.state).toBe('cleared');
    expect(alarm?.clearedAt).not.toBeNull();
  });

  it('keeps the token hash out of the audit log', async () => {
    const created = await add({ name: 'Audited probe', zone: 'Z' });
    const log = await (
      await admin()
    ).get<{ entries: { resource: string; resourceId: string; changes: unknown }[] }>(
      `/api/audit?resource=sensors&resourceId=${created.body.sensor.id}`,
    );
    expect(log.status).toBe(200);
    const text = JSON.stringify(log.body);
    expect(text).toContain('[hidden]');
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });

  describe('access', () => {
    let tokens: Record<string, string>;
    beforeAll(async () => {
      tokens = {
        manager: await signIn('manager'),
        support: await signIn('support'),
        user: await signIn('user'),
        client: await t.tokenOf('client'),
      };
    });
    const as = (role: string) => t.as('', tokens[role] ?? '');

    it('lets the client do nothing', async () => {
      const client = await as('client');
      const someone = await add({ name: 'Client target', zone: 'Z' });
      const id = someone.body.sensor.id;
      const statuses = [
        (await client.get(path)).status,
        (await client.post(path, { name: 'Client probe', zone: 'Z' })).status,
        (await client.patch(`${path}/${id}`, { zone: 'X' })).status,
        (await client.del(`${path}/${id}`)).status,
        (await client.post(`${path}/${id}/token`, undefined)).status,
      ];
      expect(statuses).toEqual([403, 403, 403, 403, 403]);
    });

    it('lets a user and support list the sensors but not add, change or retire them', async () => {
      const target = await add({ name: 'Readers target', zone: 'Z' });
      const id = target.body.sensor.id;
      for (const role of ['user', 'support']) {
        const api = await as(role);
        expect((await api.get(path)).status, role).toBe(200);
        expect((await api.post(path, { name: `${role} probe`, zone: 'Z' })).status, role).toBe(403);
        expect((await api.patch(`${path}/${id}`, { zone: 'X' })).status, role).toBe(403);
        expect((await api.post(`${path}/${id}/token`, undefined)).status, role).toBe(403);
        expect((await api.del(`${path}/${id}`)).status, role).toBe(403);
      }
    });

    it('lets a manager add, change, rotate and retire', async () => {
      const api = await as('manager');
      const created = await api.post<SensorTokenReply>(path, { name: 'Manager probe', zone: 'Z' });
      expect(created.status).toBe(201);
      const id = created.body.sensor.id;
      expect((await api.patch(`${path}/${id}`, { zone: 'Y' })).status).toBe(200);
      expect((await api.post(`${path}/${id}/token`, undefined)).status).toBe(200);
      expect((await api.del(`${path}/${id}`)).status).toBe(200);
    });
  });

  it('tells the monitoring screens on the live channel after each change', async () => {
    const live = createLive(t.db, testConfig);
    const app = createApp({ db: t.db, config: testConfig, live });
    const publish = vi.spyOn(live, 'publish');
    const response = await app.fetch(
      new Request(`http://test${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await t.tokenOf('admin')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ name: 'Announced probe', zone: 'Z' }),
      }),
    );
    expect(response.status).toBe(201);
    expect(publish).toHaveBeenCalledWith(monitoringTopic, {
      type: monitoringEventTypes.setup,
      what: 'sensors',
    });
    await live.close();
  });
});
