import { type AlarmsReply, alarmsQuerySchema } from '@beacon/contract/monitoring';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../lib/keyset';
import { backends, useTestApp } from '../../test/harness';
import { pageWalks } from '../../test/page-walks';
import { addSensor, minute } from './alarms-test-kit';
import { listAlarms } from './alarms.repo';
import { alarms } from './monitoring.table';

type ErrorBody = { error: Record<string, string[]> };
type Row = typeof alarms.$inferSelect;

const zone = 'Paging zone';
const otherZone = 'Paging other zone';
const severities = ['info', 'warning', 'critical'] as const;

describe.each(backends)('alarms list paging on %s', (backend) => {
  const t = useTestApp(backend);
  let rows: Row[] = [];
  let sensorIds: number[] = [];

  beforeAll(async () => {
    const sensors = [
      await addSensor(t.db, 'Paging fridge', { zone }),
      await addSensor(t.db, 'Paging freezer', { zone }),
      await addSensor(t.db, 'Paging cellar', { zone: otherZone }),
    ];
    sensorIds = sensors.map((sensor) => sensor.id);
    // 52 alarms, three to a minute here and there, so the id must break ties; every state, each
    // severity, and rows of a sensor in another zone between them.
    rows = await t.db
      .insert(alarms)
      .values(
        Array.from({ length: 52 }, (_, i) => {
          const opened = minute(Math.floor(i / 3) * 7 + (i % 2));
          const cleared = i % 4 !== 0;
          return {
            ruleName: `Paging rule ${i}`,
            sensorId: sensorIds[i % 3] ?? 0,
            condition: 'above',
            severity: severities[Math.floor(i / 2) % 3] ?? 'info',
            openedAt: opened,
            clearedAt: cleared ? new Date(opened.getTime() + 60_000) : null,
            acknowledgedAt: i % 5 === 0 ? new Date(opened.getTime() + 30_000) : null,
          };
        }),
      )
      .returning();
  });

  const get = async <T>(path: string) =>
    t.call<T>('GET', path, { token: await t.tokenOf('admin') });
  const list = async (query: string) => {
    const reply = await get<AlarmsReply>(`/api/monitoring/alarms?${query}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const ids = (reply: AlarmsReply) => reply.alarms.map((alarm) => alarm.id);
  const newestFirst = (matching: Row[]) =>
    [...matching]
      .sort((a, b) => b.openedAt.getTime() - a.openedAt.getTime() || b.id - a.id)
      .map((row) => row.id);
  const inZone = (row: Row) => row.sensorId !== sensorIds[2];

  const { walk, byPages } = pageWalks(async (query) => {
    const reply = await list(query);
    return { ids: ids(reply), cursors: reply.cursors };
  });

  const filters: [string, () => string, (row: Row) => boolean][] = [
    ['a zone', () => `zone=${zone}`, inZone],
    ['a sensor', () => `sensor=${sensorIds[0]}`, (row) => row.sensorId === sensorIds[0]],
    [
      'a zone and a severity',
      () => `zone=${zone}&severity=warning`,
      (row) => inZone(row) && row.severity === 'warning',
    ],
    [
      'the active state',
      () => `zone=${zone}&state=active`,
      (row) => inZone(row) && !row.clearedAt && !row.acknowledgedAt,
    ],
    [
      'the cleared state',
      () => `zone=${zone}&state=cleared`,
      (row) => inZone(row) && !!row.clearedAt,
    ],
    [
      'a time window',
      () => `zone=${zone}&from=${minute(20).toISOString()}&to=${minute(100).toISOString()}`,
      (row) =>
        inZone(row) &&
        row.openedAt.getTime() >= minute(20).getTime() &&
        row.openedAt.getTime() < minute(100).getTime(),
    ],
  ];

  it.each(filters)(
    'pages newest first by cursor, next from the first and prev from the last, as by page number (%s)',
    async (_, filter, keep) => {
      const query = `perPage=5&${filter()}`;
      const expected = newestFirst(rows.filter(keep));
      expect(expected.length).toBeGreaterThan(5);
      expect(await byPages(query)).toEqual(expected);
      const { forward, backward } = await walk(query);
      expect(forward).toEqual(expected);
      expect(backward).toEqual(expected);
    },
  );

  it('goes back and forth by cursor, with no cursor past either end, and reads the last page', async () => {
    const query = `perPage=10&zone=${zone}`;
    const expected = newestFirst(rows.filter(inZone));
    const first = await list(`${query}&cursor=first`);
    expect(first.cursors.prev).toBeNull();
    const second = await list(`${query}&cursor=${first.cursors.next ?? ''}`);
    expect(ids(second)).toEqual(expected.slice(10, 20));
    const back = await list(`${query}&cursor=${second.cursors.prev ?? ''}`);
    expect(ids(back)).toEqual(ids(first));
    expect(back.cursors.prev).toBeNull();
    const last = await list(`${query}&cursor=last`);
    // As page numbers split it: the last page holds what is left over.
    expect(ids(last)).toEqual(expected.slice(-(expected.length % 10 || 10)));
    expect(last.cursors.next).toBeNull();
    expect(last).toMatchObject({ total: expected.length, totalExact: true });
    expect(last.alarms[0]).toMatchObject({ zone, unit: '°C' });
  });

  it('answers a zone with no sensor with no alarm and no cursor either way', async () => {
    const none = await list('zone=Nowhere&cursor=first');
    expect(none).toMatchObject({
      alarms: [],
      total: 0,
      totalExact: true,
      cursors: { prev: null, next: null },
    });
  });

  it('ignores page when a cursor is given, and gives page-number clients cursors too', async () => {
    const query = `perPage=4&zone=${zone}`;
    const expected = newestFirst(rows.filter(inZone));
    const third = await list(`${query}&page=3`);
    expect(ids(third)).toEqual(expected.slice(8, 12));
    const fourth = await list(`${query}&page=1&cursor=${third.cursors.next ?? ''}`);
    expect(ids(fourth)).toEqual(expected.slice(12, 16));
  });

  it.each([
    ['not base64 at all', () => 'not a cursor!'],
    ['valid base64, not a cursor', () => btoa('{"hello":1}')],
    ['from another list', () => encodeCursor('x', 'after', '2026-03-01T00:00:00.000Z', 3)],
    ['a number where the sort key is a time', () => encodeCursor('x', 'after', 7, 3)],
  ])('refuses a cursor that is %s with a message on cursor', async (_, make) => {
    const reply = await get<ErrorBody>(
      `/api/monitoring/alarms?cursor=${encodeURIComponent(make())}`,
    );
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.error)).toEqual(['cursor']);
  });

  it('refuses a cursor from another filter', async () => {
    const { cursors } = await list(`perPage=5&zone=${zone}`);
    for (const other of [
      `zone=${otherZone}`,
      `zone=${zone}&severity=info`,
      `zone=${zone}&state=cleared`,
      `zone=${zone}&sensor=${sensorIds[0]}`,
      `zone=${zone}&from=${minute(0).toISOString()}`,
      '',
    ]) {
      const reply = await get<ErrorBody>(
        `/api/monitoring/alarms?perPage=5&${other}&cursor=${cursors.next ?? ''}`,
      );
      expect(reply.status).toBe(400);
      expect(reply.body.error.cursor).toHaveLength(1);
    }
  });

  it('counts exactly up to the bound, and estimates past the bound', async () => {
    const names = () => Promise.resolve([]);
    const query = alarmsQuerySchema.parse({ zone });
    const exact = rows.filter(inZone).length;
    const atBound = await listAlarms(t.db, names, query, { exactUpTo: exact });
    expect(atBound).toMatchObject({ total: exact, totalExact: true });
    const past = await listAlarms(t.db, names, query, { exactUpTo: exact - 1 });
    expect(past.totalExact).toBe(false);
    expect(past.total).toBeGreaterThanOrEqual(exact);
    expect(past.total).toBeLessThanOrEqual(exact * 2);
    // The open counts stay exact, whatever the filters and the bound.
    expect(past.active).toEqual(atBound.active);
  });
});
