import { z } from 'zod';
import {
  optionalQuery,
  pageSchema,
  perPageSchema,
  recordIdSchema,
  sortDirectionSchema,
} from './common';
import {
  tableGenerateMax,
  tablePageSizeMax,
  tableRowSortColumns,
  tableRowStatuses,
  tableDataDefaults,
} from './datatables-values';

export * from './datatables-values';

/** A table row, its keys spelt as the kept API spells them. */
export const tableRowSchema = z
  .object({
    responsive_id: z.literal('').meta({ description: 'Always empty (kept for API compatibility)' }),
    id: z.number().int(),
    avatar: z.string().meta({ description: 'A file name such as "10.jpg", or "" for initials' }),
    full_name: z.string(),
    post: z.string(),
    email: z.string(),
    city: z.string(),
    start_date: z.string().meta({ description: 'MM/DD/YYYY, e.g. "09/23/2016"' }),
    salary: z.string().meta({ description: 'Dollars with cents, e.g. "$23896.35"' }),
    age: z.string(),
    experience: z.string().meta({ description: 'e.g. "1 Year", "3 Years"' }),
    status: z.number().int().min(1).max(5),
  })
  .meta({ id: 'TableRow' });
export type TableRow = z.infer<typeof tableRowSchema>;

export const tableDataReplySchema = z.object({
  allData: z.array(tableRowSchema).meta({ description: 'Every row; empty when allData=false' }),
  invoices: z.array(tableRowSchema).meta({
    description: 'The page of rows, under the key `invoices` (kept for API compatibility)',
  }),
  total: z.number().int().meta({ description: 'Rows matching the filters, all pages' }),
});
export type TableDataReply = z.infer<typeof tableDataReplySchema>;

const filterText = (label: string) =>
  optionalQuery(z.string().trim().max(100, `${label} must be at most 100 characters`));
const isoDay = (label: string) => optionalQuery(z.iso.date(`${label} must be a date (YYYY-MM-DD)`));
const dollars = (label: string) =>
  optionalQuery(
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(10_000_000, `${label} must be at most 10000000`),
  );

/**
 * GET /api/datatables/data. `q`, `perPage` and `page` are the kept API's; the sort and the
 * per-column filters of the advanced search are additions.
 */
export const tableDataQuerySchema = z.object({
  q: filterText('q'),
  perPage: perPageSchema(tableDataDefaults.perPage, tablePageSizeMax),
  page: pageSchema,
  sortColumn: optionalQuery(
    z.enum(tableRowSortColumns, {
      error: `sortColumn must be one of: ${tableRowSortColumns.join(', ')}`,
    }),
  ).default(tableDataDefaults.sortColumn),
  sort: sortDirectionSchema(tableDataDefaults.sort),
  full_name: filterText('full_name'),
  email: filterText('email'),
  post: filterText('post'),
  city: filterText('city'),
  startFrom: isoDay('startFrom'),
  startTo: isoDay('startTo'),
  salaryMin: dollars('salaryMin'),
  salaryMax: dollars('salaryMax'),
  allData: optionalQuery(z.enum(['true', 'false'], { error: 'allData must be true or false' }))
    .default('true')
    .meta({ description: 'Added to the kept API: `false` leaves allData empty' }),
});
export type TableDataQuery = z.infer<typeof tableDataQuerySchema>;
export type TableDataQueryInput = z.input<typeof tableDataQuerySchema>;

const text = (label: string, max: number, required: boolean) => {
  const base = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  return required ? base.min(1, `${label} is required`) : base.default('');
};

/** POST /api/datatables/rows and PUT /api/datatables/rows/{id} (added): the Add Record form. */
export const tableRowBodySchema = z.object({
  full_name: text('The full name', 100, true),
  post: text('The post', 100, true),
  email: z
    .email('Enter a valid e-mail address')
    .max(200, 'The e-mail must be at most 200 characters'),
  city: text('The city', 100, false),
  start_date: z.iso.date('The joining date must be a date (YYYY-MM-DD)'),
  salary: z
    .number({ error: 'The salary must be a number' })
    .min(0, 'The salary cannot be negative')
    .max(10_000_000, 'The salary must be at most 10000000')
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'The salary has at most two decimals',
    ),
  age: z
    .number({ error: 'The age must be a number' })
    .int('The age must be a whole number')
    .min(16, 'The age must be at least 16')
    .max(100, 'The age must be at most 100')
    .optional(),
  experience: text('The experience', 50, false),
  status: z
    .union(
      tableRowStatuses.map((status) => z.literal(status)),
      {
        error: 'The status must be 1, 2, 3, 4 or 5',
      },
    )
    .default(5),
});
export type TableRowBody = z.infer<typeof tableRowBodySchema>;
export type TableRowBodyInput = z.input<typeof tableRowBodySchema>;

export const tableRowIdParamSchema = z.object({ id: recordIdSchema('id') });

/** POST /api/datatables/generate (added): adds sample rows for the 10,000-row table. */
export const tableGenerateBodySchema = z.object({
  count: z
    .number({ error: 'count must be a number' })
    .int('count must be a whole number')
    .min(1, 'count must be at least 1')
    .max(tableGenerateMax, `count must be at most ${tableGenerateMax}`),
});
export const tableGenerateReplySchema = z.object({
  total: z.number().int().meta({ description: 'Rows in the table after the call' }),
});
