import type { FieldErrors } from '@beacon/contract/common';
import { type RuleInput, monitoringMessages } from '@beacon/contract/monitoring';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles } from '../../lib/accounts/accounts.table';
import { badRequest } from '../../lib/errors';
import { sensors } from './monitoring.table';
import type { RuleValues } from './rules.repo';

// The checks a rule's body needs beyond its shape: one scope that exists, the fields its condition
// uses, and roles that exist. Each failure names its field, as the form shows it there.

export const ruleMessages = {
  scopeMissing: 'Choose a sensor or a zone',
  scopeBoth: 'Choose a sensor or a zone, not both',
  thresholdMissing: 'Threshold is required for this condition',
  lowMissing: 'Low limit is required for this condition',
  highMissing: 'High limit is required for this condition',
  highNotAboveLow: 'The high limit must be above the low limit',
  rateMissing: 'Rate is required for this condition',
  minutesMissing: 'Minutes without data are required for this condition',
  unknownRole: (name: string) => `There is no role "${name}"`,
} as const;

const add = (errors: FieldErrors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

/**
 * The rule as stored, with the stored role names, or a 400 with every field's messages. A rule
 * kept on the sensor it already watched may still be changed (disabled, say) once it is retired.
 */
export async function checkedRule(
  db: Db,
  body: RuleInput,
  watched: number | null = null,
): Promise<RuleValues> {
  const errors: FieldErrors = {};
  const sensorId = body.sensorId ?? null;
  const zone = body.zone?.trim() ? body.zone.trim() : null;
  if (sensorId === null && zone === null) add(errors, 'sensorId', ruleMessages.scopeMissing);
  if (sensorId !== null && zone !== null) add(errors, 'zone', ruleMessages.scopeBoth);
  if (sensorId !== null) {
    const [sensor] = await db
      .select({ retiredAt: sensors.retiredAt })
      .from(sensors)
      .where(eq(sensors.id, sensorId));
    if (!sensor) add(errors, 'sensorId', monitoringMessages.sensorNotFound);
    else if (sensor.retiredAt && sensorId !== watched)
      add(errors, 'sensorId', monitoringMessages.sensorRetired);
  }

  const uses = {
    threshold: body.condition === 'above' || body.condition === 'below',
    range: body.condition === 'outside',
    rate: body.condition === 'rate',
    minutes: body.condition === 'noData',
  };
  const threshold = uses.threshold ? (body.threshold ?? null) : null;
  const low = uses.range ? (body.low ?? null) : null;
  const high = uses.range ? (body.high ?? null) : null;
  const ratePerMinute = uses.rate ? (body.ratePerMinute ?? null) : null;
  const noDataMinutes = uses.minutes ? (body.noDataMinutes ?? null) : null;
  if (uses.threshold && threshold === null) add(errors, 'threshold', ruleMessages.thresholdMissing);
  if (uses.range && low === null) add(errors, 'low', ruleMessages.lowMissing);
  if (uses.range && high === null) add(errors, 'high', ruleMessages.highMissing);
  if (low !== null && high !== null && low >= high)
    add(errors, 'high', ruleMessages.highNotAboveLow);
  if (uses.rate && ratePerMinute === null) add(errors, 'ratePerMinute', ruleMessages.rateMissing);
  if (uses.minutes && noDataMinutes === null)
    add(errors, 'noDataMinutes', ruleMessages.minutesMissing);

  const notifyRoles = await storedRoleNames(db, body.notifyRoles);
  for (const name of notifyRoles.unknown)
    add(errors, 'notifyRoles', ruleMessages.unknownRole(name));

  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return {
    name: body.name,
    sensorId,
    zone: sensorId === null ? zone : null,
    condition: body.condition,
    threshold,
    low,
    high,
    ratePerMinute,
    noDataMinutes,
    hysteresis: body.hysteresis,
    delaySeconds: body.delaySeconds,
    severity: body.severity,
    enabled: body.enabled,
    notifyRoles: notifyRoles.known,
  };
}

/** Role names as the roles table spells them (names are unique without case), once each. */
async function storedRoleNames(db: Db, names: readonly string[]) {
  const wanted = [...new Set(names.map((name) => name.trim()).filter(Boolean))];
  if (wanted.length === 0) return { known: [], unknown: [] };
  const found = await db
    .select({ name: roles.name })
    .from(roles)
    .where(
      inArray(
        sql`lower(${roles.name})`,
        wanted.map((name) => name.toLowerCase()),
      ),
    );
  const byLower = new Map(found.map((row) => [row.name.toLowerCase(), row.name]));
  const known = [...new Set(wanted.flatMap((name) => byLower.get(name.toLowerCase()) ?? []))];
  const unknown = wanted.filter((name) => !byLower.has(name.toLowerCase()));
  return { known, unknown };
}
