import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import type { Job } from '../../lib/jobs';
import type { ModuleContext } from '../../lib/module';
import { retentionDaysOf } from './settings.repo';

// Raw readings are kept `MONITORING_RETENTION_DAYS` days; the hourly aggregates (reading_hours)
// stay, so the report and the long chart windows still cover the older months.

export const retentionEveryMs = 60 * 60_000;
const dayMs = 86_400_000;

/**
 * Deletes readings older than `days` before `now`, a day of them per statement, oldest first:
 * each statement is short (the BRIN index on `at` finds the day), so ingest never waits long
 * behind a big delete. Answers how many readings went.
 */
export async function sweepReadings(db: Db, now: Date, days: number): Promise<number> {
  const cutoff = now.getTime() - days * dayMs;
  let deleted = 0;
  for (;;) {
    const oldest = await oldestReading(db);
    if (oldest === null || oldest >= cutoff) return deleted;
    // From the oldest reading's day: a stray reading from years ago costs one statement, not one
    // per empty day since.
    const from = Math.floor(oldest / dayMs) * dayMs;
    const until = Math.min(from + dayMs, cutoff);
    const [gone] = await selectRows<{ n: number }>(
      db,
      sql`with gone as (
        delete from readings
        where at >= ${new Date(from).toISOString()}::timestamptz
          and at < ${new Date(until).toISOString()}::timestamptz
        returning 1
      ) select count(*)::int as n from gone`,
    );
    const n = Number(gone?.n ?? 0);
    // Nothing went (a writer's clock moved the row?): stop rather than spin; the next hour retries.
    if (n === 0) return deleted;
    deleted += n;
  }
}

/** Each sensor's oldest reading through the primary key: a min(at) over the table reads it all. */
async function oldestReading(db: Db): Promise<number | null> {
  const [row] = await selectRows<{ oldest: Date | string | null }>(
    db,
    sql`select min(r.at) as oldest from sensors s
      cross join lateral (select min(at) as at from readings where sensor_id = s.id) r`,
  );
  return row?.oldest ? new Date(row.oldest).getTime() : null;
}

export const retentionJob = (context: ModuleContext): Job => ({
  name: 'monitoring.retention',
  everyMs: retentionEveryMs,
  run: async () => {
    await sweepReadings(context.db, new Date(), retentionDaysOf(context.config));
  },
});
