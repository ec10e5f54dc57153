import type { AuditListReply } from '@beacon/contract/audit';
import type { EmailsListReply } from '@beacon/contract/email';
import type {
  Alarm,
  AlarmsReply,
  SensorTokenReply,
  SeverityCounts,
} from '@beacon/contract/monitoring';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { addRule, addSensor, minute, reading, signInAs } from './alarms-test-kit';
import { evaluateReadings } from './evaluate';
import type { SensorRow } from './sensor-view';

interface AlarmReply {
  alarm: Alarm;
}

const zone = 'Alarms list zone';

describe.each(backends)('alarms on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('/api/monitoring', t.tokenOf('admin'));
  let fridge: SensorRow;
  let freezer: SensorRow;
  /** Opened in this order: warm (warning, cleared), cold (critical), warmAgain (warning). */
  const ids = { warm: 0, cold: 0, warmAgain: 0 };

  beforeAll(async () => {
    fridge = await addSensor(t.db, 'Alarms fridge', { zone });
    freezer = await addSensor(t.db, 'Alarms freezer', { zone });
    await addRule(t.db, {
      name: 'Fridge warm',
      sensorId: fridge.id,
      condition: 'above',
      threshold: 8,
    });
    await addRule(t.db, {
      name: 'Freezer cold',
      sensorId: freezer.id,
      condition: 'below',
      threshold: -30,
      severity: 'critical',
    });
    const [warm] = await evaluateReadings(t.db, fridge, null, [reading(1, 9), reading(3, 5)]);
    const [cold] = await evaluateReadings(t.db, freezer, null, [reading(2, -31)]);
    const [warmAgain] = await evaluateReadings(t.db, fridge, reading(3, 5), [reading(4, 10)]);
    ids.warm = warm?.alarmId ?? 0;
    ids.cold = cold?.alarmId ?? 0;
    ids.warmAgain = warmAgain?.alarmId ?? 0;
  });

  const listed = async (query: string) => {
    const reply = await (await admin()).get<AlarmsReply>(`/alarms?zone=${zone}&${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };

  it('lists alarms newest first with their sensor, paged, filtered by state, severity, sensor and time', async () => {
    const all = await listed('');
    expect(all.total).toBe(3);
    expect(all.alarms.map((a) => a.id)).toEqual([ids.warmAgain, ids.cold, ids.warm]);
    expect(all.alarms[2]).toMatchObject({
      ruleName: 'Fridge warm',
      sensorId: fridge.id,
      sensor: 'Alarms fridge',
      zone,
      unit: '°C',
      condition: 'above',
      severity: 'warning',
      state: 'cleared',
      openValue: 9,
      openedAt: minute(1).toISOString(),
      clearedAt: minute(3).toISOString(),
      acknowledgedBy: null,
    });

    const page2 = await listed('perPage=2&page=2');
    expect(page2).toMatchObject({ total: 3, alarms: [{ id: ids.warm }] });
    expect((await listed('state=cleared')).alarms.map((a) => a.id)).toEqual([ids.warm]);
    expect((await listed('state=active')).alarms.map((a) => a.id)).toEqual([
      ids.warmAgain,
      ids.cold,
    ]);
    expect((await listed('severity=critical')).alarms.map((a) => a.id)).toEqual([ids.cold]);
    expect((await listed(`sensor=${fridge.id}`)).total).toBe(2);
    const window = `from=${minute(2).toISOString()}&to=${minute(4).toISOString()}`;
    expect((await listed(window)).alarms.map((a) => a.id)).toEqual([ids.cold]);

    const bad = await (
      await admin()
    ).get<{ error: Record<string, string[]> }>('/alarms?state=burning&from=yesterday');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error).sort()).toEqual(['from', 'state']);
  });

  it('counts every open alarm by severity, acknowledged or not', async () => {
    const api = await admin();
    const before = (await api.get<SeverityCounts>('/alarms/active')).body;
    const sensor = await addSensor(t.db, 'Alarms counted');
    await addRule(t.db, {
      sensorId: sensor.id,
      condition: 'above',
      threshold: 0,
      severity: 'info',
    });
    await evaluateReadings(t.db, sensor, null, [reading(0, 1)]);
    const after = await api.get<SeverityCounts>('/alarms/active');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ ...before, info: before.info + 1 });
    expect((await api.get<AlarmsReply>('/alarms?perPage=10')).body.active).toEqual(after.body);
  });

  it('acknowledges once, with the comment and who did it, recorded in the audit log', async () => {
    const support = await t.as('/api/monitoring', signInAs(t, 'support', 'alarms.support'));
    const done = await support.post<AlarmReply>(`/alarms/${ids.cold}/acknowledge`, {
      comment: '  Door left open, closed it  ',
    });
    expect(done.status).toBe(200);
    expect(done.body.alarm).toMatchObject({
      id: ids.cold,
      state: 'acknowledged',
      comment: 'Door left open, closed it',
      acknowledgedBy: { fullName: 'Person alarms.support' },
    });
    expect(done.body.alarm.acknowledgedAt).not.toBeNull();
    expect((await listed('state=acknowledged')).alarms.map((a) => a.id)).toEqual([ids.cold]);

    const twice = await support.post<{ error: string }>(`/alarms/${ids.cold}/acknowledge`, {});
    expect(twice).toMatchObject({
      status: 409,
      body: { error: 'This alarm is already acknowledged' },
    });
    const missing = await support.post(`/alarms/999999/acknowledge`, {});
    expect(missing.status).toBe(404);
    const tooLong = await support.post<{ error: Record<string, string[]> }>(
      `/alarms/${ids.warm}/acknowledge`,
      { comment: 'x'.repeat(501) },
    );
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.error)).toEqual(['comment']);

    const audit = await t.call<AuditListReply>(
      'GET',
      `/api/audit?resource=alarms&resourceId=${ids.cold}`,
      { token: await t.tokenOf('admin') },
    );
    expect(audit.status).toBe(200);
    const entry = audit.body.entries.find((e) => e.action === 'update');
    expect(entry?.actor?.fullName).toBe('Person alarms.support');
    expect(entry?.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['acknowledged_at', 'acknowledged_by', 'comment']),
    );
  });

  it('lets support and managers acknowledge, users and restricted users only read, the client nothing', async () => {
    const user = await t.as('/api/monitoring', signInAs(t, 'user', 'alarms.user'));
    expect((await user.get('/alarms')).status).toBe(200);
    expect((await user.get('/alarms/active')).status).toBe(200);
    expect((await user.post(`/alarms/${ids.warm}/acknowledge`, {})).status).toBe(403);

    const restricted = await t.as(
      '/api/monitoring',
      signInAs(t, 'restricted-user', 'alarms.restricted'),
    );
    expect((await restricted.get('/alarms')).status).toBe(200);
    expect((await restricted.post(`/alarms/${ids.warm}/acknowledge`, {})).status).toBe(403);

    const client = await t.as('/api/monitoring', t.tokenOf('client'));
    expect((await client.get('/alarms')).status).toBe(403);
    expect((await client.get('/alarms/active')).status).toBe(403);
    expect((await client.post(`/alarms/${ids.warm}/acknowledge`, {})).status).toBe(403);

    const manager = await t.as('/api/monitoring', signInAs(t, 'manager', 'alarms.manager'));
    const acked = await manager.post<AlarmReply>(`/alarms/${ids.warm}/acknowledge`, {});
    expect(acked.status).toBe(200);
    // A cleared alarm acknowledged afterwards stays cleared: the condition is over.
    expect(acked.body.alarm).toMatchObject({ state: 'cleared', comment: null });
  });

  it('mails a critical alarm that opened through ingest to the notified roles only', async () => {
    const api = await admin();
    const added = await api.post<SensorTokenReply>('/sensors', {
      name: 'Alarms mailed',
      zone: 'Alarms mail zone',
    });
    expect(added.status).toBe(201);
    const rule = await api.post('/rules', {
      name: 'Mailed too warm',
      sensorId: added.body.sensor.id,
      condition: 'above',
      threshold: 8,
      severity: 'critical',
      notifyRoles: ['support'],
    });
    expect(rule.status).toBe(201);
    const notified = await signInAs(t, 'support', 'alarms.notified');
    const unnotified = await signInAs(t, 'user', 'alarms.unnotified');

    const ingest = await t.call('POST', '/api/monitoring/ingest', {
      token: added.body.token,
      body: { readings: [{ at: new Date().toISOString(), value: 11.5 }] },
    });
    expect(ingest.status).toBe(200);

    const inbox = (token: string) =>
      t.call<EmailsListReply>('GET', '/apps/email/emails?q=critical%20alarm', { token });
    const mails = (await inbox(notified)).body.emails;
    expect(mails.map((mail) => mail.subject)).toEqual(['Critical alarm: Alarms mailed above 8 °C']);
    expect(mails[0]?.message).toContain('11.5 °C');
    expect(mails[0]?.message).toContain('/alarms');
    expect((await inbox(unnotified)).body.emails).toEqual([]);
  });
});
