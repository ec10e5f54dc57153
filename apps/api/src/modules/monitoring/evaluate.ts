import type { AlarmChange } from '@beacon/contract/monitoring';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alarms, ruleWatch } from './monitoring.table';
import { type RuleRow, rulesCovering } from './rules.repo';
import type { NewReading, SensorRow } from './sensor-view';

// The alarms engine: runs a sensor's rules over its new readings, in the transaction that stores
// them, so an alarm and the reading that opened it commit together.

/** An alarm that changed in the transaction: announced (live, mail) once it commits. */
export interface AlarmNotice {
  change: AlarmChange;
  alarmId: number;
}

/** The limits a reading of this sensor is outside of: from its enabled above/below/outside rules. */
export async function limitsOf(
  db: Db,
  sensor: SensorRow,
): Promise<{ low: number | null; high: number | null }> {
  return limitsFrom(await rulesCovering(db, sensor));
}

/** The tightest limits of these rules (a sensor's, as `rulesCovering` gives them). */
export function limitsFrom(rules: readonly RuleRow[]): { low: number | null; high: number | null } {
  let low: number | null = null;
  let high: number | null = null;
  const tighter = (current: number | null, next: number | null, pick: typeof Math.min) =>
    next === null ? current : current === null ? next : pick(current, next);
  for (const rule of rules) {
    if (rule.condition === 'above') high = tighter(high, rule.threshold, Math.min);
    if (rule.condition === 'below') low = tighter(low, rule.threshold, Math.max);
    if (rule.condition === 'outside') {
      high = tighter(high, rule.high, Math.min);
      low = tighter(low, rule.low, Math.max);
    }
  }
  return { low, high };
}

/** The rate of change from the previous reading, units per minute, either way. */
const rateOf = (reading: NewReading, previous: NewReading | null) => {
  if (!previous) return null;
  const minutes = (reading.at.getTime() - previous.at.getTime()) / 60_000;
  return minutes > 0 ? Math.abs(reading.value - previous.value) / minutes : null;
};

/** Whether the condition holds; null when it cannot be judged (a rate without a reading before). */
export function holds(rule: RuleRow, value: number, rate: number | null): boolean | null {
  switch (rule.condition) {
    case 'above':
      return rule.threshold !== null && value > rule.threshold;
    case 'below':
      return rule.threshold !== null && value < rule.threshold;
    case 'outside':
      return rule.low !== null && rule.high !== null && (value < rule.low || value > rule.high);
    case 'rate':
      return rate === null || rule.ratePerMinute === null ? null : rate > rule.ratePerMinute;
    default:
      return null;
  }
}

/** Whether an open alarm clears: back past its limit by the hysteresis, so it cannot flap. */
export function clears(rule: RuleRow, value: number, rate: number | null): boolean {
  const h = rule.hysteresis;
  switch (rule.condition) {
    case 'above':
      return rule.threshold !== null && value <= rule.threshold - h;
    case 'below':
      return rule.threshold !== null && value >= rule.threshold + h;
    case 'outside':
      return (
        rule.low !== null && rule.high !== null && rule.low + h <= value && value <= rule.high - h
      );
    case 'rate':
      return rate !== null && rule.ratePerMinute !== null && rate <= rule.ratePerMinute - h;
    default:
      return false;
  }
}

/** Whether `value` is a worse peak than `peak`: higher, lower, or farther from the range. */
function worse(rule: RuleRow, value: number, peak: number | null): boolean {
  if (peak === null) return true;
  if (rule.condition === 'below') return value < peak;
  if (rule.condition === 'outside') {
    const away = (v: number) => Math.max((rule.low ?? v) - v, v - (rule.high ?? v), 0);
    return away(value) > away(peak);
  }
  return value > peak;
}

interface OpenAlarm {
  id: number;
  peakValue: number | null;
  peakAt: Date | null;
  peakMoved: boolean;
}

/**
 * Runs the sensor's enabled rules over its new readings (oldest first, only those newer than
 * `previous`, its last reading before them), in the caller's transaction.
 */
export async function evaluateReadings(
  db: Db,
  sensor: SensorRow,
  previous: NewReading | null,
  readings: NewReading[],
  /** The sensor's rules when the caller has them already (ingest, which needs their limits too). */
  rules?: readonly RuleRow[],
): Promise<AlarmNotice[]> {
  if (readings.length === 0) return [];
  const ordered = [...readings].sort((a, b) => a.at.getTime() - b.at.getTime());
  const notices = await clearNoData(db, sensor, ordered[0]?.at ?? new Date());
  for (const rule of rules ?? (await rulesCovering(db, sensor)))
    if (rule.condition !== 'noData')
      notices.push(...(await evaluateRule(db, rule, sensor, previous, ordered)));
  return notices;
}

/** Any reading ends the sensor's silence. */
async function clearNoData(db: Db, sensor: SensorRow, at: Date): Promise<AlarmNotice[]> {
  const cleared = await db
    .update(alarms)
    .set({ clearedAt: sql`greatest(${alarms.openedAt}, ${at.toISOString()}::timestamptz)` })
    .where(
      and(eq(alarms.sensorId, sensor.id), eq(alarms.condition, 'noData'), isNull(alarms.clearedAt)),
    )
    .returning({ id: alarms.id });
  return cleared.map((row) => ({ change: 'cleared', alarmId: row.id }));
}

async function evaluateRule(
  db: Db,
  rule: RuleRow,
  sensor: SensorRow,
  previous: NewReading | null,
  readings: NewReading[],
): Promise<AlarmNotice[]> {
  const key = and(eq(ruleWatch.ruleId, rule.id), eq(ruleWatch.sensorId, sensor.id));
  const [watch] = await db.select().from(ruleWatch).where(key);
  const [row] = await db
    .select()
    .from(alarms)
    .where(
      and(eq(alarms.ruleId, rule.id), eq(alarms.sensorId, sensor.id), isNull(alarms.clearedAt)),
    );
  let open: OpenAlarm | null = row
    ? { id: row.id, peakValue: row.peakValue, peakAt: row.peakAt, peakMoved: false }
    : null;
  const stored = watch?.holdingSince ?? null;
  let holding = stored;
  const notices: AlarmNotice[] = [];
  let before = previous;

  for (const reading of readings) {
    const rate = rateOf(reading, before);
    before = reading;
    const now = holds(rule, reading.value, rate);
    if (open) {
      if (clears(rule, reading.value, rate)) {
        await settlePeak(db, open);
        await db.update(alarms).set({ clearedAt: reading.at }).where(eq(alarms.id, open.id));
        notices.push({ change: 'cleared', alarmId: open.id });
        open = null;
        holding = null;
      } else if (now && worse(rule, reading.value, open.peakValue)) {
        open.peakValue = reading.value;
        open.peakAt = reading.at;
        open.peakMoved = true;
      }
      continue;
    }
    if (now === null) continue;
    if (!now) {
      holding = null;
      continue;
    }
    holding ??= reading.at;
    if (reading.at.getTime() - holding.getTime() < rule.delaySeconds * 1000) continue;
    const [opened] = await db
      .insert(alarms)
      .values({
        ruleId: rule.id,
        ruleName: rule.name,
        sensorId: sensor.id,
        condition: rule.condition,
        severity: rule.severity,
        openedAt: reading.at,
        openValue: reading.value,
        peakValue: reading.value,
        peakAt: reading.at,
      })
      // Another writer opened it first (two batches of one sensor at once): theirs stands.
      .onConflictDoNothing()
      .returning({ id: alarms.id });
    holding = null;
    if (!opened) continue;
    notices.push({ change: 'opened', alarmId: opened.id });
    open = { id: opened.id, peakValue: reading.value, peakAt: reading.at, peakMoved: false };
  }

  if (open) {
    await settlePeak(db, open);
    if (open.peakMoved && !notices.some((n) => n.alarmId === open?.id))
      notices.push({ change: 'updated', alarmId: open.id });
  }
  if (holding?.getTime() !== stored?.getTime())
    await db
      .insert(ruleWatch)
      .values({ ruleId: rule.id, sensorId: sensor.id, holdingSince: holding })
      .onConflictDoUpdate({
        target: [ruleWatch.ruleId, ruleWatch.sensorId],
        set: { holdingSince: holding },
      });
  return notices;
}

async function settlePeak(db: Db, open: OpenAlarm) {
  if (open.peakMoved)
    await db
      .update(alarms)
      .set({ peakValue: open.peakValue, peakAt: open.peakAt })
      .where(eq(alarms.id, open.id));
}
