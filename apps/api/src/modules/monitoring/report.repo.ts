import type {
  ReportExportQuery,
  ReportGrouping,
  ReportQuery,
  ReportReply,
  ReportRow,
  reportSortFields,
} from '@beacon/contract/monitoring';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { checkedRange, isoOf, periodOf, selection, timestamp } from './data-range';

// The table report: per sensor and UTC period, figures summed from the hourly aggregates (never
// the raw readings, so a year of a hundred sensors is still a few thousand rows to read).

/** An export carries at most this many rows: a PDF or a spreadsheet past it helps nobody. */
export const exportRowsMax = 100_000;

const periodSeconds: Record<ReportGrouping, number> = { hour: 3600, day: 86400, week: 7 * 86400 };

const sortColumn: Record<(typeof reportSortFields)[number], SQL> = {
  sensor: sql`lower(s.name)`,
  period: sql`g.period`,
  min: sql`g.min`,
  avg: sql`g.avg`,
  max: sql`g.max`,
  count: sql`g.count`,
  outside: sql`g.outside`,
};

interface RowOut {
  sensor_id: number;
  sensor: string;
  zone: string;
  unit: string;
  period: number | string;
  min: number | string;
  avg: number | string;
  max: number | string;
  count: number | string;
  outside: number | string;
  total: number | string;
}

/** The selection's rows as a subquery `g` (one per sensor and period). */
function grouped(query: ReportExportQuery): SQL {
  const range = checkedRange(query);
  return sql`select h.sensor_id,
      ${periodOf(sql`h.hour`, periodSeconds[query.groupBy])} as period,
      min(h.min)::float8 as min,
      (sum(h.sum) / sum(h.count))::float8 as avg,
      max(h.max)::float8 as max,
      sum(h.count)::int8 as count,
      sum(h.outside_seconds)::int8 as outside
    from reading_hours h
    where h.hour >= date_trunc('hour', ${timestamp(range.from)}, 'UTC')
      and h.hour < ${timestamp(range.to)}
      and ${selection(query, sql`h.sensor_id`)}
    group by 1, 2
    having sum(h.count) > 0`;
}

const rounded = (value: number | string) => Math.round(Number(value) * 1000) / 1000;

const asRow = (row: RowOut): ReportRow => ({
  sensorId: row.sensor_id,
  sensor: row.sensor,
  zone: row.zone,
  unit: row.unit,
  period: isoOf(row.period),
  min: rounded(row.min),
  avg: rounded(row.avg),
  max: rounded(row.max),
  count: Number(row.count),
  outsideSeconds: Number(row.outside),
});

async function rows(db: Db, query: ReportExportQuery, page: SQL) {
  const dir = sql.raw(query.dir === 'desc' ? 'desc' : 'asc');
  return selectRows<RowOut>(
    db,
    // Materialized: else the planner walks the sensors by name and rescans the groups for each.
    sql`with g as materialized (${grouped(query)})
      select g.sensor_id, s.name as sensor, s.zone, s.unit,
        extract(epoch from g.period)::float8 as period,
        g.min, g.avg, g.max, g.count, g.outside,
        count(*) over () as total
      from g
      join sensors s on s.id = g.sensor_id
      order by ${sortColumn[query.sort]} ${dir}, lower(s.name), s.id, g.period
      ${page}`,
  );
}

async function countRows(db: Db, query: ReportExportQuery) {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (${grouped(query)}) g`,
  );
  return Number(row?.n ?? 0);
}

export async function report(db: Db, query: ReportQuery): Promise<ReportReply> {
  const found = await rows(
    db,
    query,
    sql`limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
  );
  // Past the last page the window count has no row to ride on.
  const total = found[0] ? Number(found[0].total) : query.page > 1 ? await countRows(db, query) : 0;
  return { rows: found.map(asRow), total };
}

/** Every row of the selection, or a 400 on `groupBy` when there are too many to export. */
export async function exportReport(db: Db, query: ReportExportQuery): Promise<ReportReply> {
  const total = await countRows(db, query);
  if (total > exportRowsMax) {
    const coarser = query.groupBy === 'hour' ? 'group by day' : 'group by week';
    throw badRequest({
      groupBy: [
        `The export would have ${total.toLocaleString('en')} rows, more than ${exportRowsMax.toLocaleString('en')}: narrow the range or ${coarser}`,
      ],
    });
  }
  const found = await rows(db, query, sql``);
  return { rows: found.map(asRow), total: found.length };
}
