import type { MonitoringSettings } from '@beacon/contract/monitoring';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../lib/context';
import { monitoringSettings } from './monitoring.table';

/** Kept this many days when the server sets nothing (tests, a bare config). */
export const defaultRetentionDays = 90;

export const simulatorAvailable = (config: AppConfig) => config.monitoring?.simulator ?? false;
export const retentionDaysOf = (config: AppConfig) =>
  config.monitoring?.retentionDays ?? defaultRetentionDays;

/** The stored wish: on until someone turns it off (the row is made on the first change). */
async function storedSimulator(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ simulator: monitoringSettings.simulator })
    .from(monitoringSettings)
    .where(eq(monitoringSettings.id, 1));
  return row?.simulator ?? true;
}

/** `simulator` is whether it runs: the server must allow it and the settings must want it. */
export async function readSettings(db: Db, config: AppConfig): Promise<MonitoringSettings> {
  const available = simulatorAvailable(config);
  return {
    simulator: available && (await storedSimulator(db)),
    simulatorAvailable: available,
    retentionDays: retentionDaysOf(config),
  };
}

export async function saveSimulator(db: Db, simulator: boolean) {
  await db
    .insert(monitoringSettings)
    .values({ id: 1, simulator })
    .onConflictDoUpdate({ target: monitoringSettings.id, set: { simulator } });
}
