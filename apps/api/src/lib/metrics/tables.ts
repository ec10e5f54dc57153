import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import { type Db, selectRows } from '../../db/client';
import type { Metrics } from './metrics';

interface TableFigures {
  files: { storage: string; count: number; bytes: number }[];
  readings: number;
  alarms: { severity: string; count: number }[];
}

/** Readings stamped this recently count as just ingested: enough to see a sensor fleet go quiet. */
const RECENT = '5 minutes';

// Plain SQL on the tables' names: lib never imports a module, and the figures come from the
// database, so every process behind the proxy reports the same ones. The readings' `at` has a BRIN
// index and the open alarms a partial one: both stay cheap at millions of rows.
async function readFigures(db: Db): Promise<TableFigures> {
  const [files, readings, alarms] = await Promise.all([
    selectRows<TableFigures['files'][number]>(
      db,
      sql`select storage, count(*)::int as count, coalesce(sum(size), 0)::float8 as bytes
          from files group by storage`,
    ),
    selectRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from readings
          where at > now() - ${RECENT}::interval`,
    ),
    selectRows<TableFigures['alarms'][number]>(
      db,
      sql`select severity, count(*)::int as count from alarms
          where cleared_at is null group by severity`,
    ),
  ]);
  return { files, readings: readings[0]?.count ?? 0, alarms };
}

/**
 * Gauges of what the tables hold, read by SQL when Prometheus scrapes: the modules stay untouched.
 * One scrape runs the queries once for all the gauges. A failed query leaves them out of that
 * scrape rather than fail it (`onError` says why).
 */
export function watchTables(metrics: Metrics, db: Db, onError: (error: unknown) => void): void {
  let last: { at: number; figures: Promise<TableFigures | undefined> } | undefined;
  const figures = () => {
    if (!last || performance.now() - last.at > 1000)
      last = {
        at: performance.now(),
        figures: readFigures(db).catch((error: unknown) => {
          onError(error);
          return undefined;
        }),
      };
    return last.figures;
  };
  const registers = [metrics.registry];
  new Gauge({
    name: 'beacon_files_stored',
    help: 'Files stored, by where their bytes are (database, s3)',
    labelNames: ['storage'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await figures())?.files ?? [])
        this.set({ storage: row.storage }, row.count);
    },
  });
  new Gauge({
    name: 'beacon_files_stored_bytes',
    help: 'Bytes of the files stored, by where they are (database, s3)',
    labelNames: ['storage'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await figures())?.files ?? [])
        this.set({ storage: row.storage }, row.bytes);
    },
  });
  new Gauge({
    name: 'beacon_monitoring_readings_recent',
    help: `Sensor readings stamped in the last ${RECENT}`,
    registers,
    async collect() {
      this.reset();
      const read = await figures();
      if (read) this.set(read.readings);
    },
  });
  new Gauge({
    name: 'beacon_monitoring_alarms_open',
    help: 'Alarms open (not cleared), by severity',
    labelNames: ['severity'],
    registers,
    async collect() {
      this.reset();
      for (const row of (await figures())?.alarms ?? [])
        this.set({ severity: row.severity }, row.count);
    },
  });
}
