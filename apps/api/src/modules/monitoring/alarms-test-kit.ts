import type { LoginReply } from '@beacon/contract/auth';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { useTestApp } from '../../test/harness';
import { alarmRules, alarms, sensors } from './monitoring.table';
import type { RuleValues } from './rules.repo';
import type { NewReading, SensorRow } from './sensor-view';

// What the alarm tests share: sensors and rules written straight to the tables, readings at fixed
// times, and accounts of each sample role.

type TestApp = ReturnType<typeof useTestApp>;

const start = Date.parse('2026-03-01T00:00:00Z');
/** A fixed instant, `minutes` after the tests' start. */
export const minute = (minutes: number) => new Date(start + minutes * 60_000);
export const reading = (minutes: number, value: number): NewReading => ({
  at: minute(minutes),
  value,
});

export async function addSensor(
  db: Db,
  name: string,
  extra: Partial<typeof sensors.$inferInsert> = {},
): Promise<SensorRow> {
  const [row] = await db
    .insert(sensors)
    .values({
      name,
      zone: `Zone of ${name}`,
      minValue: -50,
      maxValue: 100,
      tokenHash: crypto.randomUUID(),
      tokenHint: 'test',
      ...extra,
    })
    .returning();
  if (!row) throw new Error('no sensor row');
  return row;
}

export async function addRule(db: Db, values: Partial<RuleValues> & Pick<RuleValues, 'condition'>) {
  const [row] = await db
    .insert(alarmRules)
    .values({ name: `Rule ${values.condition}`, severity: 'warning', ...values })
    .returning();
  if (!row) throw new Error('no rule row');
  return row;
}

/** Every alarm of the sensor, oldest first. */
export const alarmsOf = (db: Db, sensorId: number) =>
  db.select().from(alarms).where(eq(alarms.sensorId, sensorId)).orderBy(asc(alarms.id));

/** A new account in a sample role, signed in: its access token. */
export async function signInAs(t: TestApp, role: string, username: string): Promise<string> {
  const email = `${username}@example.com`;
  const created = await t.call('POST', '/apps/roles/users', {
    token: await t.tokenOf('admin'),
    body: { fullName: `Person ${username}`, username, email, password: 'password-1234', role },
  });
  if (created.status !== 201) throw new Error(`account not made: ${JSON.stringify(created.body)}`);
  const login = await t.call<LoginReply>('POST', '/jwt/login', {
    body: { email, password: 'password-1234' },
  });
  return login.body.accessToken;
}
