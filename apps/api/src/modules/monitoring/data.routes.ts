import { createRoute } from '@hono/zod-openapi';
import {
  overviewReplySchema,
  reportExportQuerySchema,
  reportQuerySchema,
  reportReplySchema,
  seriesQuerySchema,
  seriesReplySchema,
} from '@beacon/contract/monitoring';
import { requires } from '../../lib/guard';
import type { ModuleContext } from '../../lib/module';
import { badInput, bearerSecurity, guardedReplies, json } from '../../lib/openapi';
import { type Router, createRouter } from '../../lib/router';
import { overview } from './overview.repo';
import { exportReport, report } from './report.repo';
import { series } from './series.repo';

const tags = ['Monitoring'];
const guarded = { tags, security: bearerSecurity } as const;

const overviewRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/overview',
  summary: 'Every sensor in use as a tile, and the active alarms by severity',
  description:
    'Each sensor’s state and last value, its lowest and highest reading of the last 24 hours, 24 hourly averages (oldest first, null for an hour without readings) and its most severe active alarm; read from the hourly aggregates.',
  middleware: [requires('read', 'Monitoring')] as const,
  responses: { 200: json(overviewReplySchema, 'The tiles'), ...guardedReplies },
});

const rangeNote =
  'No `sensors` and no `zones`: every sensor, a retired one too when it has readings in the range. `from` is included, `to` excluded; the range is at most 366 days. Periods are UTC; weeks start on Monday.';

const reportRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/report',
  summary: 'Lowest, mean and highest reading per sensor and period, sorted and paged',
  description: `${rangeNote} Read from the hourly aggregates; \`total\` counts the rows of every page.`,
  middleware: [requires('read', 'Monitoring')] as const,
  request: { query: reportQuerySchema },
  responses: { 200: json(reportReplySchema, 'One page'), ...badInput, ...guardedReplies },
});

const exportRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/report/export',
  summary: 'Every row of the report’s selection, for CSV, Excel and PDF',
  description: `${rangeNote} A selection of more rows than an export carries is refused with a 400 on \`groupBy\`.`,
  middleware: [requires('read', 'Monitoring')] as const,
  request: { query: reportExportQuerySchema },
  responses: { 200: json(reportReplySchema, 'Every row'), ...badInput, ...guardedReplies },
});

const seriesRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/monitoring/series',
  summary: 'The chart’s points for up to 10 sensors, with their thresholds and alarms',
  description:
    'Raw readings when the window holds at most 1,000 per sensor (`bucketSeconds` 0), else buckets of one width for every series (60 s … 1 day, at most 1,000 of them), each with its lowest, mean and highest reading so that a short spike still shows. Buckets of an hour or more are read from the hourly aggregates.',
  middleware: [requires('read', 'Monitoring')] as const,
  request: { query: seriesQuerySchema },
  responses: {
    200: json(seriesReplySchema, 'One series per sensor'),
    ...badInput,
    ...guardedReplies,
  },
});

/** What the monitoring screens read: the overview's tiles, the table report and the chart. */
export const dataRoutes: (context: ModuleContext) => Router = () => {
  const router = createRouter();
  router.openapi(overviewRoute, async (c) => c.json(await overview(c.var.db, new Date()), 200));
  router.openapi(reportRoute, async (c) =>
    c.json(await report(c.var.db, c.req.valid('query')), 200),
  );
  router.openapi(exportRoute, async (c) =>
    c.json(await exportReport(c.var.db, c.req.valid('query')), 200),
  );
  router.openapi(seriesRoute, async (c) =>
    c.json(await series(c.var.db, c.req.valid('query')), 200),
  );
  return router;
};
