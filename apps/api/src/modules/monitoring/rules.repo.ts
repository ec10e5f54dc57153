import type { Rule } from '@beacon/contract/monitoring';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alarmRules, alarms, ruleWatch } from './monitoring.table';
import type { SensorRow } from './sensor-view';

export type RuleRow = typeof alarmRules.$inferSelect;

export const asRule = (row: RuleRow): Rule => ({
  id: row.id,
  name: row.name,
  sensorId: row.sensorId,
  zone: row.zone,
  condition: row.condition as Rule['condition'],
  threshold: row.threshold,
  low: row.low,
  high: row.high,
  ratePerMinute: row.ratePerMinute,
  noDataMinutes: row.noDataMinutes,
  hysteresis: row.hysteresis,
  delaySeconds: row.delaySeconds,
  severity: row.severity as Rule['severity'],
  enabled: row.enabled,
  notifyRoles: row.notifyRoles,
  createdAt: row.createdAt.toISOString(),
});

/** A checked rule as stored: the fields its condition does not use are null (rule-checks.ts). */
export type RuleValues = Omit<typeof alarmRules.$inferInsert, 'id' | 'createdAt' | 'createdBy'>;

export const listRules = (db: Db) =>
  db.select().from(alarmRules).orderBy(asc(alarmRules.name), asc(alarmRules.id));

export async function findRule(db: Db, id: number): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(alarmRules).where(eq(alarmRules.id, id));
  return row;
}

export async function insertRule(db: Db, values: RuleValues, createdBy: number): Promise<RuleRow> {
  const [row] = await db
    .insert(alarmRules)
    .values({ ...values, createdBy })
    .returning();
  if (!row) throw new Error('the new rule returned no row');
  return row;
}

/** A changed rule starts afresh: no sensor is half-way through its delay any more. */
export async function updateRule(
  db: Db,
  id: number,
  values: RuleValues,
): Promise<RuleRow | undefined> {
  const [row] = await db.update(alarmRules).set(values).where(eq(alarmRules.id, id)).returning();
  if (row) await db.delete(ruleWatch).where(eq(ruleWatch.ruleId, id));
  return row;
}

/** Its alarms stay (their rule id set null by the key); its watch rows go with it. */
export async function deleteRule(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(alarmRules)
    .where(eq(alarmRules.id, id))
    .returning({ id: alarmRules.id });
  return deleted.length > 0;
}

/**
 * Clears the rule's open alarms: once a rule is deleted, disabled or watches something else, no
 * reading could ever clear them. Gives their ids.
 */
export async function clearOpenAlarms(db: Db, ruleId: number, at: Date): Promise<number[]> {
  const cleared = await db
    .update(alarms)
    .set({ clearedAt: at })
    .where(and(eq(alarms.ruleId, ruleId), isNull(alarms.clearedAt)))
    .returning({ id: alarms.id });
  return cleared.map((row) => row.id);
}

/** A retired sensor's open alarms: nothing will clear them any more. */
export async function clearSensorAlarms(db: Db, sensorId: number, at: Date): Promise<number[]> {
  const cleared = await db
    .update(alarms)
    .set({ clearedAt: at })
    .where(and(eq(alarms.sensorId, sensorId), isNull(alarms.clearedAt)))
    .returning({ id: alarms.id });
  return cleared.map((row) => row.id);
}

/** The enabled rules whose scope covers the sensor: its own, and its zone's. */
export const rulesCovering = (db: Db, sensor: SensorRow, condition?: Rule['condition']) =>
  db
    .select()
    .from(alarmRules)
    .where(
      and(
        eq(alarmRules.enabled, true),
        or(eq(alarmRules.sensorId, sensor.id), eq(alarmRules.zone, sensor.zone)),
        condition === undefined ? undefined : eq(alarmRules.condition, condition),
      ),
    )
    .orderBy(asc(alarmRules.id));
