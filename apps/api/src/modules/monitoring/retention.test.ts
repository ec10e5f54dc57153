import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { backends, testConfig, useTestApp } from '../../test/harness';
import { jobContext } from './jobs-test-kit';
import { monitoringJobs } from './monitoring.jobs';
import { sweepReadings } from './retention';

const day = 86_400_000;

describe.each(backends)('the readings retention on %s', (backend) => {
  const t = useTestApp(backend);
  const figures = async (cutoff: Date) => {
    const [row] = await selectRows<{ older: number; newer: number; hours: number; sum: number }>(
      t.db,
      sql`select
        (select count(*)::int from readings where at < ${cutoff.toISOString()}::timestamptz) as older,
        (select count(*)::int from readings where at >= ${cutoff.toISOString()}::timestamptz) as newer,
        (select sum(count)::int from reading_hours) as hours,
        (select round(sum(sum)::numeric, 2)::float8 from reading_hours) as sum`,
    );
    if (!row) throw new Error('no figures');
    return row;
  };

  it('deletes raw readings past the kept days, and keeps the recent ones and every hourly aggregate', async () => {
    const now = new Date();
    const cutoff = new Date(now.getTime() - 20 * day);
    const before = await figures(cutoff);
    expect(before.older).toBeGreaterThan(1000);

    expect(await sweepReadings(t.db, now, 20)).toBe(before.older);
    const after = await figures(cutoff);
    expect(after).toEqual({ ...before, older: 0 });
    expect(await sweepReadings(t.db, now, 20)).toBe(0);
  });

  it('takes a stray reading from years ago in the same sweep', async () => {
    await t.db.execute(
      sql`insert into readings (sensor_id, at, value)
        select min(id), '2019-05-01T10:00:00Z', 4 from sensors`,
    );
    expect(await sweepReadings(t.db, new Date(), 20)).toBe(1);
  });

  it('runs hourly as one of the module’s jobs, with the server’s days', async () => {
    const jobs = monitoringJobs(
      jobContext(t.db, { ...testConfig, monitoring: { simulator: false, retentionDays: 10 } }),
    );
    const job = jobs.find((one) => one.name === 'monitoring.retention');
    expect(job?.everyMs).toBe(3_600_000);
    await job?.run();
    const cutoff = new Date(Date.now() - 10 * day);
    expect((await figures(cutoff)).older).toBe(0);
    expect((await figures(new Date(Date.now() - 11 * day))).newer).toBeGreaterThan(0);
  });
});
