import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SAMPLE_ROWS, sampleRows } from './datatables.samples';
import { tableRows } from './datatables.table';

// 13 parameters a row: 1,000 rows stay well under PostgreSQL's 65,535 per statement.
const BATCH = 1_000;

/**
 * The 100 sample rows (ids 1–100); `rows` above 100 adds generated ones with later
 * ids, for benchmarks.
 */
export async function seedTableRows(db: Db, { rows = SAMPLE_ROWS }: { rows?: number } = {}) {
  const total = Math.max(rows, SAMPLE_ROWS);
  for (let from = 1; from <= total; from += BATCH)
    await db
      .insert(tableRows)
      .values(
        sampleRows(Array.from({ length: Math.min(BATCH, total - from + 1) }, (_, i) => from + i)),
      );
  // The ids above were given explicitly: new rows continue after the largest.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('table_rows', 'id'), (select max(id) from table_rows))`,
  );
}
