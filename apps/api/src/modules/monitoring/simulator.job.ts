import { isNull } from 'drizzle-orm';
import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';
import { announceStored, storeReadings } from './ingest';
import { sampleProfileOf } from './monitoring.samples';
import { sensors } from './monitoring.table';
import { readSettings, simulatorAvailable } from './settings.repo';
import { readingsDue } from './simulator';

// The demo's built-in simulator: the sample sensors report as devices would, through the same
// storing, alarms and live events as the ingest route, so every screen moves without a device.

/**
 * Sooner than the no-data check's 30 s: after a start with sensors silent for a while (a stopped
 * server, the mock's image made days ago), their readings are in before silence is judged.
 */
export const simulatorEveryMs = 20_000;

/** One round: each sample sensor in use gets its readings due, one transaction per sensor. */
export async function simulateRound(context: ModuleContext, now: Date): Promise<number> {
  if (!simulatorAvailable(context.config)) return 0;
  if (!(await readSettings(context.db, context.config)).simulator) return 0;
  let sent = 0;
  for (const row of await context.db.select().from(sensors).where(isNull(sensors.retiredAt))) {
    const profile = sampleProfileOf(row.name);
    if (!profile) continue;
    const readings = readingsDue(profile, row.lastReadingAt, now);
    if (readings.length === 0) continue;
    const stored = await context.db.transaction((tx) => storeReadings(tx, row, readings));
    await announceStored(context, stored);
    sent += stored.stored;
  }
  return sent;
}

export const simulatorJob = (context: ModuleContext): Job => ({
  name: 'monitoring.simulator',
  everyMs: simulatorEveryMs,
  run: async () => {
    await simulateRound(context, new Date());
  },
});
