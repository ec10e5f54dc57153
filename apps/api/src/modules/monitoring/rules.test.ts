import type { Rule, RuleBody, RulesReply } from '@beacon/contract/monitoring';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { addRule, addSensor, alarmsOf, reading, signInAs } from './alarms-test-kit';
import { evaluateReadings } from './evaluate';
import { ruleWatch, sensors } from './monitoring.table';
import { ruleMessages } from './rule-checks';
import type { SensorRow } from './sensor-view';

interface RuleReply {
  rule: Rule;
}
interface ErrorBody {
  error: Record<string, string[]> | string;
}

describe.each(backends)('alarm rules on %s', (backend) => {
  const t = useTestApp(backend);
  const admin = () => t.as('/api/monitoring', t.tokenOf('admin'));
  let sensor: SensorRow;
  let retired: SensorRow;
  const body = (extra: Partial<RuleBody> = {}): RuleBody => ({
    name: 'Cold room too warm',
    sensorId: sensor.id,
    condition: 'above',
    threshold: 8,
    severity: 'critical',
    ...extra,
  });

  beforeAll(async () => {
    sensor = await addSensor(t.db, 'Rules sensor', { zone: 'Rules zone' });
    retired = await addSensor(t.db, 'Rules retired', { retiredAt: new Date() });
  });

  it('adds a rule, storing null for the fields its condition does not use, and lists it', async () => {
    const api = await admin();
    const created = await api.post<RuleReply>(
      '/rules',
      body({ low: 1, high: 2, ratePerMinute: 3, noDataMinutes: 4, notifyRoles: ['MANAGER'] }),
    );
    expect(created.status).toBe(201);
    expect(created.body.rule).toMatchObject({
      name: 'Cold room too warm',
      sensorId: sensor.id,
      zone: null,
      condition: 'above',
      threshold: 8,
      low: null,
      high: null,
      ratePerMinute: null,
      noDataMinutes: null,
      hysteresis: 0,
      delaySeconds: 0,
      enabled: true,
      notifyRoles: ['manager'],
    });
    const list = await api.get<RulesReply>('/rules');
    expect(list.status).toBe(200);
    expect(list.body.rules.map((rule) => rule.id)).toContain(created.body.rule.id);

    const zoned = await api.post<RuleReply>(
      '/rules',
      body({ sensorId: null, zone: 'Rules zone', condition: 'outside', low: 2, high: 8 }),
    );
    expect(zoned.status).toBe(201);
    expect(zoned.body.rule).toMatchObject({ sensorId: null, zone: 'Rules zone', threshold: null });
  });

  it.each([
    ['no scope', { sensorId: null }, { sensorId: [ruleMessages.scopeMissing] }],
    ['both scopes', { zone: 'Rules zone' }, { zone: [ruleMessages.scopeBoth] }],
    ['an unknown sensor', { sensorId: 999_999 }, { sensorId: ['There is no sensor with this id'] }],
    [
      'above without threshold',
      { threshold: null },
      { threshold: [ruleMessages.thresholdMissing] },
    ],
    [
      'below without threshold',
      { condition: 'below', threshold: undefined },
      { threshold: [ruleMessages.thresholdMissing] },
    ],
    [
      'outside without limits',
      { condition: 'outside' },
      { low: [ruleMessages.lowMissing], high: [ruleMessages.highMissing] },
    ],
    [
      'outside with low above high',
      { condition: 'outside', low: 8, high: 2 },
      { high: [ruleMessages.highNotAboveLow] },
    ],
    ['rate without rate', { condition: 'rate' }, { ratePerMinute: [ruleMessages.rateMissing] }],
    [
      'noData without minutes',
      { condition: 'noData' },
      { noDataMinutes: [ruleMessages.minutesMissing] },
    ],
    [
      'an unknown role',
      { notifyRoles: ['manager', 'night-shift'] },
      { notifyRoles: [ruleMessages.unknownRole('night-shift')] },
    ],
  ] as const)('refuses %s with a field message', async (_case, extra, error) => {
    const api = await admin();
    const reply = await api.post<ErrorBody>('/rules', body(extra as Partial<RuleBody>));
    expect(reply.status).toBe(400);
    expect(reply.body.error).toEqual(error);
  });

  it('refuses a retired sensor, a bad shape, and answers 404 for an unknown rule', async () => {
    const api = await admin();
    const onRetired = await api.post<ErrorBody>('/rules', body({ sensorId: retired.id }));
    expect(onRetired.body).toEqual({ error: { sensorId: ['This sensor is retired'] } });
    const shape = await api.post<ErrorBody>('/rules', { name: '', condition: 'hotter' });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.body.error)).toEqual(
      expect.arrayContaining(['name', 'condition', 'severity']),
    );
    expect((await api.put('/rules/999999', body())).status).toBe(404);
    expect((await api.del('/rules/999999')).status).toBe(404);
  });

  it('replaces a rule and starts its sensors’ delays afresh', async () => {
    const api = await admin();
    const { rule } = (
      await api.post<RuleReply>('/rules', body({ name: 'Delayed', delaySeconds: 600 }))
    ).body;
    await evaluateReadings(t.db, sensor, null, [reading(0, 9)]);
    const watching = () => t.db.select().from(ruleWatch).where(eq(ruleWatch.ruleId, rule.id));
    expect(await watching()).toHaveLength(1);
    const put = await api.put<RuleReply>(
      `/rules/${rule.id}`,
      body({ name: 'Delayed', threshold: 9 }),
    );
    expect(put.status).toBe(200);
    expect(put.body.rule).toMatchObject({ id: rule.id, threshold: 9, delaySeconds: 0 });
    expect(await watching()).toEqual([]);
  });

  it('lets a rule on a sensor retired since be changed, but not moved onto a retired one', async () => {
    const api = await admin();
    const later = await addSensor(t.db, 'Rules retired later');
    const { rule } = (await api.post<RuleReply>('/rules', body({ sensorId: later.id }))).body;
    await t.db.update(sensors).set({ retiredAt: new Date() }).where(eq(sensors.id, later.id));
    const disabled = await api.put<RuleReply>(
      `/rules/${rule.id}`,
      body({ sensorId: later.id, enabled: false }),
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body.rule.enabled).toBe(false);
    const moved = await api.put<ErrorBody>(`/rules/${rule.id}`, body({ sensorId: retired.id }));
    expect(moved.body).toEqual({ error: { sensorId: ['This sensor is retired'] } });
  });

  it('deletes a rule and keeps its alarms, with its name, cleared', async () => {
    const api = await admin();
    const own = await addSensor(t.db, 'Rules delete');
    const { rule } = (
      await api.post<RuleReply>('/rules', body({ name: 'Doomed rule', sensorId: own.id }))
    ).body;
    await evaluateReadings(t.db, own, null, [reading(0, 12)]);
    expect(await alarmsOf(t.db, own.id)).toMatchObject([{ ruleId: rule.id, clearedAt: null }]);
    const deleted = await api.del<{ id: number }>(`/rules/${rule.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: rule.id } });
    const [kept] = await alarmsOf(t.db, own.id);
    expect(kept).toMatchObject({ ruleId: null, ruleName: 'Doomed rule' });
    expect(kept?.clearedAt).not.toBeNull();
    const list = await api.get<RulesReply>('/rules');
    expect(list.body.rules.map((r) => r.id)).not.toContain(rule.id);
  });

  it('lets a manager write rules, a user only read them, and the client nothing', async () => {
    const existing = await addRule(t.db, {
      sensorId: sensor.id,
      condition: 'above',
      threshold: 30,
    });
    const manager = await t.as('/api/monitoring', signInAs(t, 'manager', 'rules.manager'));
    const made = await manager.post<RuleReply>('/rules', body({ name: 'By the manager' }));
    expect(made.status).toBe(201);
    expect((await manager.put(`/rules/${made.body.rule.id}`, body())).status).toBe(200);
    expect((await manager.del(`/rules/${made.body.rule.id}`)).status).toBe(200);

    const user = await t.as('/api/monitoring', signInAs(t, 'user', 'rules.user'));
    expect((await user.get('/rules')).status).toBe(200);
    expect((await user.post('/rules', body())).status).toBe(403);
    expect((await user.put(`/rules/${existing.id}`, body())).status).toBe(403);
    expect((await user.del(`/rules/${existing.id}`)).status).toBe(403);

    const client = await t.as('/api/monitoring', t.tokenOf('client'));
    expect((await client.get('/rules')).status).toBe(403);
  });
});
