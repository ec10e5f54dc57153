import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { seededRandom } from '../../lib/random';
import { type HistoryAlarm, historyAlarms, limitsOfRules } from './history-alarms';
import { sampleComments, type SampleRule, sampleRules, sampleSensors } from './monitoring.samples';
import { alarmRules, alarms, ruleWatch, sensors } from './monitoring.table';
import { newDeviceToken } from './sensor-tokens';
import type { NewReading } from './sensor-view';
import { historyDays, historyStepSeconds, readingsDue } from './simulator';

// The demo's monitoring data: the sample sensors and rules, a month of readings ending now with
// their hourly aggregates, and the alarms that history raised, most of them handled.

export interface MonitoringSeedOptions {
  /** Who acknowledged the past alarms (the demo admin); without one they stay unacknowledged. */
  adminId?: number;
  now?: Date;
}

const arrayLiteral = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

interface Made {
  id: number;
  zone: string;
  history: NewReading[];
}

async function insertSensors(db: Db, from: Date, now: Date): Promise<Made[]> {
  const rows = await Promise.all(
    sampleSensors.map(async (sample) => {
      const history = readingsDue(sample.profile, null, now);
      const last = history.at(-1);
      const token = await newDeviceToken();
      return {
        history,
        row: {
          name: sample.name,
          zone: sample.zone,
          minValue: sample.minValue,
          maxValue: sample.maxValue,
          tokenHash: token.hash,
          tokenHint: token.hint,
          lastValue: last?.value ?? null,
          lastReadingAt: last?.at ?? null,
          createdAt: from,
        },
      };
    }),
  );
  const ids = await db
    .insert(sensors)
    .values(rows.map(({ row }) => row))
    .returning({ id: sensors.id, zone: sensors.zone });
  return ids.map((made, index) => ({ ...made, history: rows[index]?.history ?? [] }));
}

async function insertReadings(db: Db, made: readonly Made[]) {
  const all = made.flatMap(({ id, history }) => history.map((reading) => ({ id, ...reading })));
  // Seconds since 1970 rather than ISO text: PostgreSQL reads them twice as fast.
  await db.execute(sql`insert into readings (sensor_id, at, value)
    select sensor_id, to_timestamp(at), value from unnest(
      ${arrayLiteral(all.map((r) => r.id))}::int[],
      ${arrayLiteral(all.map((r) => r.at.getTime() / 1000))}::float8[],
      ${arrayLiteral(all.map((r) => r.value))}::real[]
    ) as r(sensor_id, at, value)`);
}

/**
 * The hours from the readings in one statement. A reading outside its limits counts the time since
 * the reading before it, as ingest counts it, at most a history step (a dropout is not time known
 * to be outside).
 */
async function insertHours(db: Db, made: readonly Made[], rulesOf: (zone: string) => SampleRule[]) {
  const limits = made.map(({ id, zone }) => ({ id, ...limitsOfRules(rulesOf(zone)) }));
  const bound = (values: (number | null)[]) => arrayLiteral(values.map((v) => v ?? 'NULL'));
  await db.execute(sql`with limits as (
      select * from unnest(
        ${arrayLiteral(limits.map((l) => l.id))}::int[],
        ${bound(limits.map((l) => l.low))}::float8[],
        ${bound(limits.map((l) => l.high))}::float8[]
      ) as l(sensor_id, low, high)
    ), judged as (
      select r.sensor_id, r.at, r.value,
        case when r.value < l.low or r.value > l.high
          then least(
            extract(epoch from r.at - lag(r.at) over (partition by r.sensor_id order by r.at)),
            ${historyStepSeconds})
          else 0 end as outside
      from readings r join limits l using (sensor_id)
    )
    insert into reading_hours (sensor_id, hour, count, sum, min, max, outside_seconds)
    select sensor_id, date_trunc('hour', at, 'UTC'), count(*), sum(value), min(value), max(value),
      coalesce(sum(outside), 0)::int
    from judged
    group by 1, 2`);
}

/** Most past alarms were acknowledged by the admin within the hour, with a word on what was done. */
function handled(
  alarm: HistoryAlarm,
  rule: SampleRule,
  adminId: number | undefined,
  random: () => number,
) {
  if (adminId === undefined || alarm.clearedAt === null || random() < 0.25) return {};
  const comments = sampleComments[rule.condition];
  const minutes = 3 + Math.floor(random() * 50);
  return {
    acknowledgedAt: new Date(alarm.openedAt.getTime() + minutes * 60_000),
    acknowledgedBy: adminId,
    comment: comments[Math.floor(random() * comments.length)] ?? null,
  };
}

export async function seedMonitoring(db: Db, options: MonitoringSeedOptions = {}) {
  const now = options.now ?? new Date();
  const from = new Date(now.getTime() - historyDays * 86_400_000);
  const made = await insertSensors(db, from, now);
  await insertReadings(db, made);

  const rules = await db
    .insert(alarmRules)
    .values(
      sampleRules.map((rule) => ({
        ...rule,
        createdBy: options.adminId ?? null,
        createdAt: from,
      })),
    )
    .returning();
  const rulesOf = (zone: string) => sampleRules.filter((rule) => rule.zone === zone);
  await insertHours(db, made, rulesOf);

  const random = seededRandom(2026);
  const raised: (typeof alarms.$inferInsert)[] = [];
  const watching: (typeof ruleWatch.$inferInsert)[] = [];
  for (const sensor of made)
    for (const [index, rule] of sampleRules.entries()) {
      const stored = rules[index];
      if (!stored || rule.zone !== sensor.zone) continue;
      const verdict = historyAlarms(rule, sensor.history, now);
      for (const alarm of verdict.alarms)
        raised.push({
          ruleId: stored.id,
          ruleName: rule.name,
          sensorId: sensor.id,
          condition: rule.condition,
          severity: rule.severity,
          ...alarm,
          ...handled(alarm, rule, options.adminId, random),
        });
      if (verdict.holdingSince)
        watching.push({
          ruleId: stored.id,
          sensorId: sensor.id,
          holdingSince: verdict.holdingSince,
        });
    }
  raised.sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime());
  if (raised.length > 0) await db.insert(alarms).values(raised);
  if (watching.length > 0) await db.insert(ruleWatch).values(watching);
}
