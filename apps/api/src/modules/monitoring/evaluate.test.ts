import { describe, expect, it } from 'vitest';
import { backends, useTestApp } from '../../test/harness';
import { addRule, addSensor, alarmsOf, minute, reading } from './alarms-test-kit';
import { evaluateReadings, limitsOf } from './evaluate';
import { checkNoData } from './no-data';

describe.each(backends)('the alarms engine on %s', (backend) => {
  const t = useTestApp(backend);

  it('opens an above alarm once, follows its peak, keeps it open inside the hysteresis, then clears', async () => {
    const sensor = await addSensor(t.db, 'Engine above');
    await addRule(t.db, { sensorId: sensor.id, condition: 'above', threshold: 8, hysteresis: 1 });

    const first = await evaluateReadings(t.db, sensor, null, [reading(0, 5), reading(1, 8.5)]);
    expect(first.map((n) => n.change)).toEqual(['opened']);
    const [opened] = await alarmsOf(t.db, sensor.id);
    expect(opened).toMatchObject({ openValue: 8.5, peakValue: 8.5, clearedAt: null });
    expect(opened?.openedAt).toEqual(minute(1));

    const higher = await evaluateReadings(t.db, sensor, reading(1, 8.5), [
      reading(2, 9.5),
      reading(3, 9),
    ]);
    expect(higher).toEqual([{ change: 'updated', alarmId: opened?.id }]);

    // 7.5 is below the limit but not past it by the hysteresis: no flapping.
    const between = await evaluateReadings(t.db, sensor, reading(3, 9), [
      reading(4, 7.5),
      reading(5, 8.2),
    ]);
    expect(between).toEqual([]);
    expect(await alarmsOf(t.db, sensor.id)).toHaveLength(1);

    const back = await evaluateReadings(t.db, sensor, reading(5, 8.2), [reading(6, 7)]);
    expect(back).toEqual([{ change: 'cleared', alarmId: opened?.id }]);
    const [cleared] = await alarmsOf(t.db, sensor.id);
    expect(cleared).toMatchObject({ peakValue: 9.5, peakAt: minute(2), clearedAt: minute(6) });

    const again = await evaluateReadings(t.db, sensor, reading(6, 7), [reading(7, 10)]);
    expect(again.map((n) => n.change)).toEqual(['opened']);
    expect(await alarmsOf(t.db, sensor.id)).toHaveLength(2);
  });

  it('opens a below alarm with the lowest value as its peak, cleared above the limit plus hysteresis', async () => {
    const sensor = await addSensor(t.db, 'Engine below');
    await addRule(t.db, { sensorId: sensor.id, condition: 'below', threshold: 2, hysteresis: 0.5 });
    await evaluateReadings(t.db, sensor, null, [
      reading(0, 3),
      reading(1, 1.5),
      reading(2, 0.5),
      reading(3, 1),
      reading(4, 2.2),
    ]);
    let [alarm] = await alarmsOf(t.db, sensor.id);
    expect(alarm).toMatchObject({ openValue: 1.5, peakValue: 0.5, clearedAt: null });
    await evaluateReadings(t.db, sensor, reading(4, 2.2), [reading(5, 2.5)]);
    [alarm] = await alarmsOf(t.db, sensor.id);
    expect(alarm?.clearedAt).toEqual(minute(5));
  });

  it('opens an outside alarm on either side, its peak the farthest from the range', async () => {
    const sensor = await addSensor(t.db, 'Engine outside');
    await addRule(t.db, {
      sensorId: sensor.id,
      condition: 'outside',
      low: 2,
      high: 8,
      hysteresis: 1,
    });
    const notices = await evaluateReadings(t.db, sensor, null, [
      reading(0, 5),
      reading(1, 1),
      reading(2, 9.5),
      reading(3, -1),
      reading(4, 2.5),
    ]);
    expect(notices.map((n) => n.change)).toEqual(['opened']);
    let [alarm] = await alarmsOf(t.db, sensor.id);
    expect(alarm).toMatchObject({ openValue: 1, peakValue: -1, clearedAt: null });
    await evaluateReadings(t.db, sensor, reading(4, 2.5), [reading(5, 3)]);
    [alarm] = await alarmsOf(t.db, sensor.id);
    expect(alarm?.clearedAt).toEqual(minute(5));
  });

  it('opens a rate alarm on a change faster than its rate either way, measured from the reading before', async () => {
    const sensor = await addSensor(t.db, 'Engine rate');
    await addRule(t.db, {
      sensorId: sensor.id,
      condition: 'rate',
      ratePerMinute: 1,
      hysteresis: 0.2,
    });
    // From the sensor's last reading before the batch: 4 → 6.5 in a minute.
    const notices = await evaluateReadings(t.db, sensor, reading(0, 4), [
      reading(1, 6.5),
      reading(2, 5.6),
    ]);
    expect(notices.map((n) => n.change)).toEqual(['opened']);
    let [alarm] = await alarmsOf(t.db, sensor.id);
    // 0.9 per minute is under the rate but not past the hysteresis (0.8): still open.
    expect(alarm).toMatchObject({ openValue: 6.5, clearedAt: null });
    await evaluateReadings(t.db, sensor, reading(2, 5.6), [reading(3, 5)]);
    [alarm] = await alarmsOf(t.db, sensor.id);
    expect(alarm?.clearedAt).toEqual(minute(3));

    const falling = await evaluateReadings(t.db, sensor, reading(3, 5), [reading(5, 1)]);
    expect(falling.map((n) => n.change)).toEqual(['opened']);
  });

  it('opens nothing for an excursion shorter than the delay, and once for a longer one, across batches', async () => {
    const sensor = await addSensor(t.db, 'Engine delay');
    await addRule(t.db, {
      sensorId: sensor.id,
      condition: 'above',
      threshold: 8,
      delaySeconds: 180,
    });
    const short = await evaluateReadings(t.db, sensor, null, [
      reading(0, 9),
      reading(1, 9),
      reading(2, 9),
      reading(3, 7),
      reading(4, 9),
    ]);
    expect(short).toEqual([]);
    expect(await alarmsOf(t.db, sensor.id)).toEqual([]);

    // Still true at 4, 5, 6 (held 2 minutes so far), then at 7: held for 3 minutes.
    expect(
      await evaluateReadings(t.db, sensor, reading(4, 9), [reading(5, 9), reading(6, 9)]),
    ).toEqual([]);
    const long = await evaluateReadings(t.db, sensor, reading(6, 9), [
      reading(7, 9.2),
      reading(8, 9.1),
    ]);
    expect(long.map((n) => n.change)).toEqual(['opened']);
    const all = await alarmsOf(t.db, sensor.id);
    expect(all).toHaveLength(1);
    expect(all[0]?.openedAt).toEqual(minute(7));
  });

  it('covers a zone’s sensors, and leaves disabled rules and other zones alone', async () => {
    const inZone = await addSensor(t.db, 'Engine zone in', { zone: 'Engine freezers' });
    const elsewhere = await addSensor(t.db, 'Engine zone out', { zone: 'Dry store' });
    await addRule(t.db, { zone: 'Engine freezers', condition: 'above', threshold: -15 });
    await addRule(t.db, {
      sensorId: elsewhere.id,
      condition: 'above',
      threshold: 0,
      enabled: false,
    });
    expect(await evaluateReadings(t.db, inZone, null, [reading(0, -10)])).toHaveLength(1);
    expect(await evaluateReadings(t.db, elsewhere, null, [reading(0, 30)])).toEqual([]);
  });

  it('opens a noData alarm for a silent sensor once, and any reading clears it', async () => {
    const silent = await addSensor(t.db, 'Engine silent', {
      zone: 'Silent zone',
      lastReadingAt: minute(0),
    });
    const fresh = await addSensor(t.db, 'Engine fresh', {
      zone: 'Silent zone',
      lastReadingAt: minute(14),
    });
    const never = await addSensor(t.db, 'Engine never', {
      zone: 'Silent zone',
      createdAt: minute(0),
    });
    const retired = await addSensor(t.db, 'Engine retired', {
      zone: 'Silent zone',
      lastReadingAt: minute(0),
      retiredAt: minute(1),
    });
    await addRule(t.db, {
      zone: 'Silent zone',
      condition: 'noData',
      noDataMinutes: 10,
      delaySeconds: 60,
    });

    // Ten minutes plus the minute's delay: not yet at 11, opened past it.
    // Other rules (the samples') may speak too: only these sensors' alarms count here.
    const mine = async () =>
      (await Promise.all([silent, fresh, never, retired].map((s) => alarmsOf(t.db, s.id)))).flat();
    await checkNoData(t.db, minute(11));
    expect(await mine()).toEqual([]);
    const opened = await checkNoData(t.db, minute(11.5));
    const openedIds = (await mine()).map((alarm) => alarm.id);
    expect(openedIds).toHaveLength(2);
    expect(opened).toEqual(
      expect.arrayContaining(openedIds.map((alarmId) => ({ change: 'opened', alarmId }))),
    );
    expect(await alarmsOf(t.db, silent.id)).toMatchObject([
      { condition: 'noData', openValue: null, openedAt: minute(11.5), clearedAt: null },
    ]);
    expect(await alarmsOf(t.db, never.id)).toHaveLength(1);
    expect(await alarmsOf(t.db, fresh.id)).toEqual([]);
    expect(await alarmsOf(t.db, retired.id)).toEqual([]);
    await checkNoData(t.db, minute(12));
    expect(await mine()).toHaveLength(2);

    const cleared = await evaluateReadings(t.db, silent, null, [reading(13, 4)]);
    expect(cleared.map((n) => n.change)).toEqual(['cleared']);
    expect((await alarmsOf(t.db, silent.id))[0]?.clearedAt).toEqual(minute(13));
  });

  it('gives the tightest limits of the sensor’s enabled above, below and outside rules', async () => {
    const sensor = await addSensor(t.db, 'Engine limits', { zone: 'Limits zone' });
    expect(await limitsOf(t.db, sensor)).toEqual({ low: null, high: null });
    await addRule(t.db, { sensorId: sensor.id, condition: 'above', threshold: 8 });
    await addRule(t.db, { zone: 'Limits zone', condition: 'outside', low: 1, high: 10 });
    await addRule(t.db, { sensorId: sensor.id, condition: 'below', threshold: 0 });
    await addRule(t.db, { sensorId: sensor.id, condition: 'above', threshold: 5, enabled: false });
    await addRule(t.db, { sensorId: sensor.id, condition: 'rate', ratePerMinute: 0.1 });
    expect(await limitsOf(t.db, sensor)).toEqual({ low: 1, high: 8 });
  });
});
