import type {
  Alarm,
  AlarmState,
  AlarmsQuery,
  AlarmsReply,
  SeverityCounts,
} from '@beacon/contract/monitoring';
import {
  type SQL,
  and,
  count,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ListOptions, listPage } from '../../lib/list-page';
import { alarms, sensors } from './monitoring.table';

/** Who acknowledged: the auth module's accounts, asked for through the module context. */
export type AccountNames = (
  db: Db,
  ids: readonly number[],
) => Promise<{ id: number; name: string }[]>;

const alarmColumns = {
  alarm: alarms,
  sensor: sensors.name,
  zone: sensors.zone,
  unit: sensors.unit,
};

type AlarmJoined = {
  alarm: typeof alarms.$inferSelect;
  sensor: string;
  zone: string;
  unit: string;
};

/** Cleared wins (the condition is over), then acknowledged (someone is on it), else active. */
export function stateOf(row: typeof alarms.$inferSelect): AlarmState {
  if (row.clearedAt) return 'cleared';
  if (row.acknowledgedAt) return 'acknowledged';
  return 'active';
}

const stateWhere: Record<AlarmState, SQL | undefined> = {
  active: and(isNull(alarms.clearedAt), isNull(alarms.acknowledgedAt)),
  acknowledged: and(isNull(alarms.clearedAt), isNotNull(alarms.acknowledgedAt)),
  cleared: isNotNull(alarms.clearedAt),
};

async function asAlarms(db: Db, names: AccountNames, rows: AlarmJoined[]): Promise<Alarm[]> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => (row.alarm.acknowledgedBy === null ? [] : [row.alarm.acknowledgedBy])),
    ),
  ];
  const people = new Map((await names(db, ids)).map((account) => [account.id, account.name]));
  return rows.map(({ alarm, sensor, zone, unit }) => ({
    id: alarm.id,
    ruleId: alarm.ruleId,
    ruleName: alarm.ruleName,
    sensorId: alarm.sensorId,
    sensor,
    zone,
    unit,
    condition: alarm.condition as Alarm['condition'],
    severity: alarm.severity as Alarm['severity'],
    state: stateOf(alarm),
    openedAt: alarm.openedAt.toISOString(),
    openValue: alarm.openValue,
    peakValue: alarm.peakValue,
    peakAt: alarm.peakAt?.toISOString() ?? null,
    clearedAt: alarm.clearedAt?.toISOString() ?? null,
    acknowledgedAt: alarm.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy:
      alarm.acknowledgedBy === null
        ? null
        : {
            id: alarm.acknowledgedBy,
            // An account deleted since is named by its id alone.
            fullName: people.get(alarm.acknowledgedBy) ?? `#${alarm.acknowledgedBy}`,
          },
    comment: alarm.comment,
  }));
}

/** These alarms as the contract's `Alarm`, in the order of `ids`. */
export async function findAlarms(db: Db, names: AccountNames, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(alarmColumns)
    .from(alarms)
    .innerJoin(sensors, eq(sensors.id, alarms.sensorId))
    .where(inArray(alarms.id, [...ids]));
  const found = await asAlarms(db, names, rows);
  return ids.flatMap((id) => found.find((alarm) => alarm.id === id) ?? []);
}

export async function findAlarm(db: Db, names: AccountNames, id: number) {
  return (await findAlarms(db, names, [id]))[0];
}

/** Every open alarm (acknowledged or not) by severity: the condition still holds. */
export async function openCounts(db: Db): Promise<SeverityCounts> {
  const rows = await db
    .select({ severity: alarms.severity, n: count() })
    .from(alarms)
    .where(isNull(alarms.clearedAt))
    .groupBy(alarms.severity);
  const counts: SeverityCounts = { info: 0, warning: 0, critical: 0 };
  for (const row of rows)
    if (row.severity in counts) counts[row.severity as keyof SeverityCounts] = row.n;
  return counts;
}

/**
 * The list's filters. A zone is its sensors' zone today (a sensor may move): it filters by the
 * zone's sensors, named one by one, so the planner weighs each one's alarms from its statistics (a
 * zone of rare alarms is read off `alarms_sensor_opened_idx`, not found by walking a million).
 */
async function alarmFilters(db: Db, query: AlarmsQuery) {
  const inZone =
    query.zone === undefined
      ? []
      : await db.select({ id: sensors.id }).from(sensors).where(eq(sensors.zone, query.zone));
  return [
    query.state === undefined ? undefined : stateWhere[query.state],
    query.severity === undefined ? undefined : eq(alarms.severity, query.severity),
    query.sensor === undefined ? undefined : eq(alarms.sensorId, query.sensor),
    query.zone === undefined
      ? undefined
      : inZone.length === 0
        ? sql`false`
        : inArray(
            alarms.sensorId,
            inZone.map((sensor) => sensor.id),
          ),
    query.from === undefined ? undefined : gte(alarms.openedAt, new Date(query.from)),
    query.to === undefined ? undefined : lt(alarms.openedAt, new Date(query.to)),
  ];
}

/** The page's alarms with their sensors' names, zones and units. */
async function withSensors(db: Db, rows: (typeof alarms.$inferSelect)[]): Promise<AlarmJoined[]> {
  const ids = [...new Set(rows.map((row) => row.sensorId))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: sensors.id, name: sensors.name, zone: sensors.zone, unit: sensors.unit })
          .from(sensors)
          .where(inArray(sensors.id, ids));
  const byId = new Map(found.map((sensor) => [sensor.id, sensor]));
  // An alarm goes with its sensor (on delete cascade): one whose sensor went since the page was
  // read is left out, as the join did.
  return rows.flatMap((alarm) => {
    const sensor = byId.get(alarm.sensorId);
    return sensor ? [{ alarm, sensor: sensor.name, zone: sensor.zone, unit: sensor.unit }] : [];
  });
}

/**
 * One page of alarms, newest first (the id breaks ties), by cursor or page number, with a bounded
 * total and the open counts.
 */
export async function listAlarms(
  db: Db,
  names: AccountNames,
  query: AlarmsQuery,
  options: ListOptions = {},
): Promise<AlarmsReply> {
  const [page, active] = await Promise.all([
    listPage({
      db,
      table: alarms,
      columns: getTableColumns(alarms),
      scope: [
        'alarms',
        query.state,
        query.severity,
        query.sensor,
        query.zone,
        query.from,
        query.to,
      ],
      query: { ...query, sort: 'desc' },
      filters: await alarmFilters(db, query),
      sortKey: sql`${alarms.openedAt}`,
      // Travels as ISO 8601, to the millisecond: every writer sets opened_at from a JavaScript
      // Date (a reading's time, or now), so no two values differ below it.
      keyKind: 'text',
      id: alarms.id,
      keyOf: (alarm) => ({ value: alarm.openedAt.toISOString(), id: alarm.id }),
      options,
    }),
    openCounts(db),
  ]);
  return {
    alarms: await asAlarms(db, names, await withSensors(db, page.rows)),
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
    active,
  };
}

/** Acknowledges once: false when it already was (or is gone). */
export async function acknowledge(
  db: Db,
  id: number,
  by: number,
  comment: string,
): Promise<boolean> {
  const updated = await db
    .update(alarms)
    .set({ acknowledgedAt: new Date(), acknowledgedBy: by, comment: comment || null })
    .where(and(eq(alarms.id, id), isNull(alarms.acknowledgedAt)))
    .returning({ id: alarms.id });
  return updated.length > 0;
}
