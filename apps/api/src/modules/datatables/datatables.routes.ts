import { createRoute, z } from '@hono/zod-openapi';
import {
  tableDataQuerySchema,
  tableDataReplySchema,
  tableGenerateBodySchema,
  tableGenerateReplySchema,
  tableRowBodySchema,
  tableRowIdParamSchema,
  tableRowSchema,
  tableRowsMax,
} from '@beacon/contract/datatables';
import { errorReplySchema } from '@beacon/contract/common';
import { badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { badInput, bearerSecurity, guardedReplies, json, jsonBody } from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import * as repo from './datatables.repo';

const NOT_FOUND = 'There is no row with this id';
const tags = ['Data tables'];
const guarded = { tags, security: bearerSecurity } as const;
const unknownRow = { 404: json(errorReplySchema, NOT_FOUND) };
const rowReply = z.object({ row: tableRowSchema });

const initialRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/datatables/initial-data',
  summary: 'Every row (a bare array), in id order',
  middleware: [requires('read', 'DataTable')] as const,
  responses: { 200: json(z.array(tableRowSchema), 'The rows'), ...guardedReplies },
});

const dataRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/datatables/data',
  summary: 'Search, per-column filters, sort and a page; the page is under `invoices` (kept API)',
  description:
    '`q` is a case-insensitive substring of the full name, post, e-mail, age, salary ("$23896.35") or start date ("09/23/2016"), not the city; `%` and `_` are literal. The column filters are case-insensitive substrings; the date and salary bounds are inclusive. The id breaks sort ties so pages partition; a page past the end is empty with the same total.',
  middleware: [requires('read', 'DataTable')] as const,
  request: { query: tableDataQuerySchema },
  responses: { 200: json(tableDataReplySchema, 'A page'), ...badInput, ...guardedReplies },
});

const createRowRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/datatables/rows',
  summary: 'Add a row (the Add Record form; an addition to the kept API)',
  middleware: [requires('create', 'DataTable')] as const,
  request: { body: jsonBody(tableRowBodySchema) },
  responses: { 201: json(rowReply, 'Added'), ...badInput, ...guardedReplies },
});

const updateRowRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/api/datatables/rows/{id}',
  summary: 'Rewrite a row (an addition to the kept API); its avatar stays',
  middleware: [requires('update', 'DataTable')] as const,
  request: { params: tableRowIdParamSchema, body: jsonBody(tableRowBodySchema) },
  responses: { 200: json(rowReply, 'Saved'), ...badInput, ...unknownRow, ...guardedReplies },
});

const deleteRowRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/api/datatables/rows/{id}',
  summary: 'Delete a row (an addition to the kept API)',
  middleware: [requires('delete', 'DataTable')] as const,
  request: { params: tableRowIdParamSchema },
  responses: {
    200: json(z.object({ id: z.number().int() }), 'Deleted'),
    ...badInput,
    ...unknownRow,
    ...guardedReplies,
  },
});

const generateRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/datatables/generate',
  summary: 'Append generated sample rows (an addition to the kept API)',
  description: `Refused (400 on \`count\`) when the table would hold more than ${tableRowsMax} rows.`,
  middleware: [requires('create', 'DataTable')] as const,
  request: { body: jsonBody(tableGenerateBodySchema) },
  responses: { 201: json(tableGenerateReplySchema, 'Added'), ...badInput, ...guardedReplies },
});

export function datatablesRoutes() {
  return createRouter()
    .openapi(initialRoute, async (c) => c.json(await repo.allRows(c.var.db), 200))
    .openapi(dataRoute, async (c) =>
      c.json(await repo.listRows(c.var.db, c.req.valid('query')), 200),
    )
    .openapi(createRowRoute, async (c) =>
      c.json({ row: await repo.createRow(c.var.db, c.req.valid('json')) }, 201),
    )
    .openapi(updateRowRoute, async (c) => {
      const row = await repo.updateRow(c.var.db, c.req.valid('param').id, c.req.valid('json'));
      if (!row) throw notFound(NOT_FOUND);
      return c.json({ row }, 200);
    })
    .openapi(deleteRowRoute, async (c) => {
      const { id } = c.req.valid('param');
      if (!(await repo.deleteRow(c.var.db, id))) throw notFound(NOT_FOUND);
      return c.json({ id }, 200);
    })
    .openapi(generateRoute, async (c) => {
      const outcome = await repo.generateRows(c.var.db, c.req.valid('json').count);
      if (!outcome.ok)
        throw badRequest({
          count: [
            `The table holds at most ${tableRowsMax} rows: at most ${outcome.room} more can be added`,
          ],
        });
      return c.json({ total: outcome.total }, 201);
    });
}
