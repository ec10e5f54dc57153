import { monitoringMessages, type NewSensor, type SensorsQuery } from '@beacon/contract/monitoring';
import { and, asc, eq, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { likeContains } from '../../lib/like';
import { sensors } from './monitoring.table';
import type { SensorRow } from './sensor-view';
import type { DeviceToken } from './sensor-tokens';

/** Sensors by name (without case); retired ones only when asked for. */
export async function listSensors(db: Db, query: SensorsQuery): Promise<SensorRow[]> {
  return db
    .select()
    .from(sensors)
    .where(
      and(
        query.retired === 'true' ? undefined : isNull(sensors.retiredAt),
        query.q ? ilike(sensors.name, likeContains(query.q)) : undefined,
        query.zone ? eq(sensors.zone, query.zone) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${sensors.name})`), asc(sensors.id));
}

export async function findSensor(db: Db, id: number): Promise<SensorRow | undefined> {
  return (await db.select().from(sensors).where(eq(sensors.id, id)))[0];
}

/** The sensor a device token names, retired or not: the caller decides what a retired one gets. */
export async function findSensorByTokenHash(db: Db, hash: string): Promise<SensorRow | undefined> {
  return (await db.select().from(sensors).where(eq(sensors.tokenHash, hash)))[0];
}

const nameTaken = () => conflict({ name: [monitoringMessages.sensorNameTaken] });

/** A name is unique without case, among retired sensors too (they keep their history by name). */
async function rejectTakenName(db: Db, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: sensors.id })
    .from(sensors)
    .where(
      and(
        sql`lower(${sensors.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(sensors.id, exceptId),
      ),
    );
  if (clash) throw nameTaken();
}

/**
 * Runs a write in a savepoint of its own: a concurrent writer may take the name between the check
 * and the write, and the request's transaction must outlive that refused statement.
 */
async function withUniqueName<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function insertSensor(db: Db, body: NewSensor, token: DeviceToken) {
  await rejectTakenName(db, body.name);
  const [row] = await withUniqueName(db, (tx) =>
    tx
      .insert(sensors)
      .values({ ...body, tokenHash: token.hash, tokenHint: token.hint })
      .returning(),
  );
  if (!row) throw new Error('insert into sensors returned no row');
  return row;
}

export type SensorChange = Partial<
  Pick<
    SensorRow,
    | 'name'
    | 'zone'
    | 'unit'
    | 'minValue'
    | 'maxValue'
    | 'staleAfterSeconds'
    | 'offlineAfterSeconds'
    | 'tokenHash'
    | 'tokenHint'
    | 'retiredAt'
  >
>;

export async function updateSensor(db: Db, id: number, change: SensorChange) {
  if (change.name !== undefined) await rejectTakenName(db, change.name, id);
  const [row] = await withUniqueName(db, (tx) =>
    tx.update(sensors).set(change).where(eq(sensors.id, id)).returning(),
  );
  if (!row) throw new Error('update of sensors returned no row');
  return row;
}
