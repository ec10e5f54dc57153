import { z } from 'zod';
import {
  optionalQuery,
  pageSchema,
  perPageSchema,
  recordIdSchema,
  sortDirectionSchema,
} from './common';
import {
  invoiceCostMax,
  invoiceItemsMax,
  invoiceMessages,
  invoiceNoteMax,
  invoicePageSizeMax,
  invoiceQtyMax,
  invoiceSortColumns,
  invoiceStatusParams,
  invoiceStatuses,
  paymentMethods,
  toCents,
  invoicesListDefaults,
} from './invoice-values';
import { cursorQuerySchema, pagedReplyFields } from './paging';

export * from './invoice-values';

export const invoiceClientSchema = z
  .object({
    address: z.string(),
    company: z.string(),
    companyEmail: z.string(),
    country: z.string(),
    contact: z.string(),
    name: z.string(),
  })
  .meta({ id: 'InvoiceClient' });
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

const displayDate = z.string().meta({ description: 'The kept display form, e.g. "13 Dec 2019"' });
const isoDate = z.iso.date();

/** A row of the list. Amounts are dollars with cents, computed by the server. */
export const invoiceSchema = z
  .object({
    id: z.number().int(),
    issuedDate: displayDate,
    client: invoiceClientSchema,
    service: z.string(),
    total: z.number(),
    avatar: z.string(),
    invoiceStatus: z.enum(invoiceStatuses),
    balance: z.number().meta({ description: 'Total minus payments, always a number' }),
    dueDate: displayDate,
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceItemSchema = z.object({
  item: z.string(),
  description: z.string(),
  cost: z.number(),
  qty: z.number().int(),
  amount: z.number().meta({ description: 'cost × qty' }),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  date: isoDate,
  method: z.enum(paymentMethods),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

/** One invoice with everything the preview and the editor need (more than the list's row). */
export const invoiceDetailSchema = invoiceSchema
  .extend({
    issuedOn: isoDate,
    dueOn: isoDate,
    salesperson: z.string(),
    note: z.string(),
    items: z.array(invoiceItemSchema),
    subtotal: z.number(),
    discountRate: z.number().meta({ description: 'Percent' }),
    discount: z.number(),
    taxRate: z.number().meta({ description: 'Percent' }),
    tax: z.number(),
    paid: z.number(),
    payments: z.array(invoicePaymentSchema),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const paymentDetailsSchema = z.object({
  totalDue: z.string().meta({ description: 'The balance, formatted: "$12,110.55"' }),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});

export const invoiceReplySchema = z.object({
  invoice: invoiceDetailSchema,
  paymentDetails: paymentDetailsSchema,
});
export type InvoiceReply = z.infer<typeof invoiceReplySchema>;

export const invoicesListReplySchema = z.object({
  invoices: z.array(invoiceSchema),
  allData: z.array(invoiceSchema).meta({ description: 'Every invoice once' }),
  ...pagedReplyFields,
});
export type InvoicesListReply = z.infer<typeof invoicesListReplySchema>;

export const invoiceClientRecordSchema = invoiceClientSchema
  .extend({ id: z.number().int() })
  .meta({ id: 'InvoiceClientRecord' });
export type InvoiceClientRecord = z.infer<typeof invoiceClientRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Inputs

export const invoicesListQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters')),
  perPage: perPageSchema(invoicesListDefaults.perPage, invoicePageSizeMax),
  page: pageSchema,
  cursor: cursorQuerySchema,
  status: optionalQuery(
    z
      .string()
      .transform((status) => status.toLowerCase())
      .pipe(
        z.enum(invoiceStatusParams as [string, ...string[]], {
          error: `status must be one of: ${invoiceStatusParams.join(', ')}`,
        }),
      ),
  ),
  sort: sortDirectionSchema(invoicesListDefaults.sort),
  sortColumn: optionalQuery(
    z.enum(invoiceSortColumns, {
      error: `sortColumn must be one of: ${invoiceSortColumns.join(', ')}`,
    }),
  ).default(invoicesListDefaults.sortColumn),
  allData: optionalQuery(z.enum(['true', 'false'], { error: 'allData must be true or false' }))
    .default('true')
    .meta({
      description:
        'Added to the kept API: `false` leaves allData empty (a list screen needs only its page)',
    }),
});
export type InvoicesListQuery = z.infer<typeof invoicesListQuerySchema>;
export type InvoicesListQueryInput = z.input<typeof invoicesListQuerySchema>;

export const invoiceIdParamSchema = z.object({ id: recordIdSchema('id') });
export const invoiceIdQuerySchema = z.object({ id: recordIdSchema('id') });
export const clientsQuerySchema = z.object({
  q: optionalQuery(z.string().trim().max(100, 'q must be at most 100 characters')),
});

const text = (label: string, max: number, required = false) => {
  const base = z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
  return required ? base.min(1, `${label} is required`) : base.default('');
};

const cents = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} has at most two decimals`,
    );

export const invoiceClientBodySchema = z.object({
  name: text('The client name', 100, true),
  company: text('The company', 100),
  companyEmail: z.email('Enter a valid e-mail address').max(200),
  address: text('The address', 200),
  country: text('The country', 100),
  contact: text('The contact number', 50),
});
export type InvoiceClientBody = z.infer<typeof invoiceClientBodySchema>;

const percent = (label: string) => cents(label, 100).default(0);

export const invoiceItemBodySchema = z.object({
  item: text('The item', 100, true),
  description: text('The description', 500),
  cost: cents('The cost', invoiceCostMax),
  qty: z
    .number({ error: 'The quantity must be a number' })
    .int('The quantity must be a whole number')
    .min(1, 'The quantity must be at least 1')
    .max(invoiceQtyMax, `The quantity must be at most ${invoiceQtyMax}`),
});
export type InvoiceItemBody = z.infer<typeof invoiceItemBodySchema>;

/**
 * POST /apps/invoice/invoices and PUT /apps/invoice/invoices/{id} (added). Totals and
 * balance are computed by the server; any sent are ignored.
 */
export const invoiceBodySchema = z
  .object({
    client: invoiceClientBodySchema,
    issuedOn: z.iso.date('The issue date must be a date (YYYY-MM-DD)'),
    dueOn: z.iso.date('The due date must be a date (YYYY-MM-DD)'),
    salesperson: text('The salesperson', 100),
    note: text('The note', invoiceNoteMax),
    items: z
      .array(invoiceItemBodySchema, { error: 'items must be a list' })
      .min(1, invoiceMessages.noItems)
      .max(invoiceItemsMax, `At most ${invoiceItemsMax} items`),
    discountRate: percent('The discount'),
    taxRate: percent('The tax rate'),
  })
  .refine((body) => body.dueOn >= body.issuedOn, {
    message: invoiceMessages.dueBeforeIssued,
    path: ['dueOn'],
  });
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;
export type InvoiceBodyInput = z.input<typeof invoiceBodySchema>;

export const paymentBodySchema = z.object({
  // Whole cents are stored: 1e-9 passes the two-decimals rule yet would be a payment of 0.00.
  // Checked only once the other rules pass, so a negative amount gets one message.
  amount: cents('The amount', invoiceCostMax * invoiceQtyMax).refine(
    (amount) => toCents(amount) >= 1,
    { message: invoiceMessages.amountTooSmall, when: (payload) => payload.issues.length === 0 },
  ),
  date: z.iso.date('The payment date must be a date (YYYY-MM-DD)'),
  method: z.enum(paymentMethods, { error: `method must be one of: ${paymentMethods.join(', ')}` }),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

export const sendInvoiceBodySchema = z.object({
  to: z.email('Enter a valid e-mail address'),
  subject: text('The subject', 300, true),
  message: text('The message', 5_000),
});
export type SendInvoiceBody = z.infer<typeof sendInvoiceBodySchema>;
