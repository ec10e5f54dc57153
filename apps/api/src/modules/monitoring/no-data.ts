import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';
import { announceAlarms } from './alarm-notices';
import type { AlarmNotice } from './evaluate';
import { alarmRules, alarms, sensors } from './monitoring.table';

// Silence is noticed by the clock, not by a reading: a timed job looks for sensors that stopped
// reporting. A reading clears the alarm again (evaluate.ts).

export const noDataEveryMs = 30_000;

/**
 * Opens a noData alarm for each sensor in use, in an enabled noData rule's scope, silent (since
 * its last reading, or since it was added) for longer than the rule's minutes plus its delay.
 */
export async function checkNoData(db: Db, now: Date): Promise<AlarmNotice[]> {
  const rules = await db
    .select()
    .from(alarmRules)
    .where(and(eq(alarmRules.enabled, true), eq(alarmRules.condition, 'noData')));
  const notices: AlarmNotice[] = [];
  for (const rule of rules) {
    if (rule.noDataMinutes === null) continue;
    const allowedMs = rule.noDataMinutes * 60_000 + rule.delaySeconds * 1000;
    const scoped = await db
      .select({
        id: sensors.id,
        lastReadingAt: sensors.lastReadingAt,
        createdAt: sensors.createdAt,
        open: alarms.id,
      })
      .from(sensors)
      .leftJoin(
        alarms,
        and(eq(alarms.sensorId, sensors.id), eq(alarms.ruleId, rule.id), isNull(alarms.clearedAt)),
      )
      .where(
        and(
          isNull(sensors.retiredAt),
          or(
            rule.sensorId === null ? undefined : eq(sensors.id, rule.sensorId),
            rule.zone === null ? undefined : eq(sensors.zone, rule.zone),
          ),
        ),
      );
    for (const sensor of scoped) {
      const since = sensor.lastReadingAt ?? sensor.createdAt;
      if (sensor.open !== null || now.getTime() - since.getTime() <= allowedMs) continue;
      const [opened] = await db
        .insert(alarms)
        .values({
          ruleId: rule.id,
          ruleName: rule.name,
          sensorId: sensor.id,
          condition: rule.condition,
          severity: rule.severity,
          openedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: alarms.id });
      if (opened) notices.push({ change: 'opened', alarmId: opened.id });
    }
  }
  return notices;
}

/** Every 30 s: the check in its own transaction, then the news. */
export const noDataJob = (context: ModuleContext): Job => ({
  name: 'monitoring.no-data',
  everyMs: noDataEveryMs,
  run: async () => {
    const notices = await context.db.transaction((tx) => checkNoData(tx, new Date()));
    await announceAlarms(context, notices);
  },
});
