import { createRoute, z } from '@hono/zod-openapi';
import {
  clientsQuerySchema,
  invoiceBodySchema,
  invoiceClientBodySchema,
  invoiceClientRecordSchema,
  invoiceIdParamSchema,
  invoiceIdQuerySchema,
  invoiceMessages,
  invoiceReplySchema,
  invoicesListQuerySchema,
  invoicesListReplySchema,
  paymentBodySchema,
  sendInvoiceBodySchema,
} from '@beacon/contract/invoice';
import { errorReplySchema } from '@beacon/contract/common';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { requires } from '../../lib/guard';
import { languageOf } from '../../lib/language';
import { linkTo } from '../../lib/mail/links';
import {
  badInput,
  bearerSecurity,
  guardedReplies,
  json,
  jsonBody,
  mailFailedReply,
} from '../../lib/openapi';
import { createRouter } from '../../lib/router';
import { invoiceMail } from './invoice.format';
import { mailInvoice } from './invoice.mail';
import * as repo from './invoice.repo';

const tags = ['Invoice'];
const guarded = { tags, security: bearerSecurity } as const;
const unknownInvoice = { 404: json(errorReplySchema, 'There is no invoice with this id') };
const idParam = { params: invoiceIdParamSchema };

/**
 * Sends a mail from the signed-in user, delivered to the inbox of any account with that address.
 * The e-mail module's (asked for through the module context): modules never import each other.
 */
export type InvoiceMailer = (
  db: Db,
  fromUserId: number,
  mail: { to: string; subject: string; message: string },
) => Promise<void>;

const listRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/apps/invoice/invoices',
  summary: 'The organisation’s invoices: search, status filter, sort and a page',
  description:
    '`q` is a case-insensitive substring of the client’s name or company e-mail, the id, total, balance or due date ("13 Dec 2019"); `%` and `_` are literal. `status` is one of the six statuses, matched without case. Default order is the newest id first; the id breaks ties so pages partition. A page past the end is empty with the same total. `cursor` (`first`, `last`, or one of the reply’s `cursors`) pages without OFFSET and overrides `page`; a cursor from another sort, filter or search is a 400. `total` is exact up to 10,000 invoices and estimated past it (`totalExact: false`).',
  middleware: [requires('read', 'Invoice')] as const,
  request: { query: invoicesListQuerySchema },
  responses: { 200: json(invoicesListReplySchema, 'A page'), ...badInput, ...guardedReplies },
});

const getRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/invoice/invoices/{id}',
  summary: 'One invoice with its items, payments and payment details',
  middleware: [requires('read', 'Invoice')] as const,
  request: idParam,
  responses: {
    200: json(invoiceReplySchema, 'The invoice'),
    ...badInput,
    ...unknownInvoice,
    ...guardedReplies,
  },
});

const deleteRoute = createRoute({
  ...guarded,
  method: 'delete',
  path: '/apps/invoice/delete',
  summary: 'Delete an invoice (`?id=4987`) with its items and payments',
  middleware: [requires('delete', 'Invoice')] as const,
  request: { query: invoiceIdQuerySchema },
  responses: {
    200: json(z.object({ id: z.number().int() }), 'Deleted'),
    ...badInput,
    ...unknownInvoice,
    ...guardedReplies,
  },
});

const clientsRoute = createRoute({
  ...guarded,
  method: 'get',
  path: '/api/invoice/clients',
  summary: 'Clients to bill (a bare array): the first five, or up to 20 whose name contains `q`',
  middleware: [requires('read', 'Invoice')] as const,
  request: { query: clientsQuerySchema },
  responses: {
    200: json(z.array(invoiceClientRecordSchema), 'The clients'),
    ...badInput,
    ...guardedReplies,
  },
});

const addClientRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/api/invoice/clients',
  summary: 'Add a client to the address book (an addition to the kept API)',
  middleware: [requires('create', 'Invoice')] as const,
  request: { body: jsonBody(invoiceClientBodySchema) },
  responses: { 201: json(invoiceClientRecordSchema, 'Added'), ...badInput, ...guardedReplies },
});

const moneyNote =
  'The server computes every amount in integer cents: each line is cost × qty, the discount is taken from the subtotal and the tax from what is left, each rounded half up to the cent. A total or balance in the body is ignored.';

const createInvoiceRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/invoice/invoices',
  summary: 'Write a new invoice (a Draft; an addition to the kept API)',
  description: `${moneyNote} The id follows the largest so far.`,
  middleware: [requires('create', 'Invoice')] as const,
  request: { body: jsonBody(invoiceBodySchema) },
  responses: { 201: json(invoiceReplySchema, 'Written'), ...badInput, ...guardedReplies },
});

const updateInvoiceRoute = createRoute({
  ...guarded,
  method: 'put',
  path: '/apps/invoice/invoices/{id}',
  summary: 'Rewrite an invoice (an addition to the kept API); its payments stay',
  description: `${moneyNote} The total may not drop below what has been paid (400 on \`total\`).`,
  middleware: [requires('update', 'Invoice')] as const,
  request: { ...idParam, body: jsonBody(invoiceBodySchema) },
  responses: {
    200: json(invoiceReplySchema, 'Saved'),
    ...badInput,
    ...unknownInvoice,
    ...guardedReplies,
  },
});

const paymentRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/invoice/invoices/{id}/payments',
  summary: 'Record a payment: the balance falls, the status becomes Partial Payment or Paid',
  middleware: [requires('update', 'Invoice')] as const,
  request: { ...idParam, body: jsonBody(paymentBodySchema) },
  responses: {
    201: json(invoiceReplySchema, 'Recorded'),
    ...badInput,
    ...unknownInvoice,
    ...guardedReplies,
  },
});

const sendRoute = createRoute({
  ...guarded,
  method: 'post',
  path: '/apps/invoice/invoices/{id}/send',
  summary: 'Send the invoice: recorded as Sent (unless already paid in part or whole)',
  description:
    'The mail goes to the sender’s Sent folder, and to the inbox of the user of this instance whose address it is, if any. The address also gets it as a real mail (through SMTP, or kept in the outbox when the server has none), with the total, the balance due and a link to the invoice, in the sender’s language.',
  middleware: [requires('update', 'Invoice')] as const,
  request: { ...idParam, body: jsonBody(sendInvoiceBodySchema) },
  responses: {
    200: json(invoiceReplySchema, 'Sent'),
    ...badInput,
    ...unknownInvoice,
    ...guardedReplies,
    ...mailFailedReply,
  },
});

async function reply(db: Db, id: number) {
  const found = await repo.getInvoice(db, id);
  if (!found) throw notFound(invoiceMessages.notFound);
  return found;
}

export function invoiceRoutes({ mailer }: { mailer: InvoiceMailer }) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await repo.listInvoices(c.var.db, c.req.valid('query')), 200),
    )
    .openapi(getRoute, async (c) => c.json(await reply(c.var.db, c.req.valid('param').id), 200))
    .openapi(deleteRoute, async (c) => {
      const { id } = c.req.valid('query');
      if (!(await repo.deleteInvoice(c.var.db, id))) throw notFound(invoiceMessages.notFound);
      return c.json({ id }, 200);
    })
    .openapi(clientsRoute, async (c) =>
      c.json(await repo.listClients(c.var.db, c.req.valid('query').q), 200),
    )
    .openapi(addClientRoute, async (c) => {
      const client = await repo.createClient(c.var.db, c.req.valid('json'));
      if (!client) throw new Error('client not created');
      return c.json(client, 201);
    })
    .openapi(createInvoiceRoute, async (c) => {
      const id = await repo.createInvoice(c.var.db, c.req.valid('json'));
      return c.json(await reply(c.var.db, id), 201);
    })
    .openapi(updateInvoiceRoute, async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await repo.updateInvoice(c.var.db, id, c.req.valid('json'));
      if (outcome === 'missing') throw notFound(invoiceMessages.notFound);
      if (outcome === 'belowPaid') throw badRequest({ total: [invoiceMessages.belowPaid] });
      return c.json(await reply(c.var.db, id), 200);
    })
    .openapi(paymentRoute, async (c) => {
      const { id } = c.req.valid('param');
      const outcome = await repo.addPayment(c.var.db, id, c.req.valid('json'));
      if (outcome === 'missing') throw notFound(invoiceMessages.notFound);
      if (outcome === 'overBalance') throw badRequest({ amount: [invoiceMessages.overBalance] });
      return c.json(await reply(c.var.db, id), 201);
    })
    .openapi(sendRoute, async (c) => {
      const { id } = c.req.valid('param');
      const mail = c.req.valid('json');
      const sent = await c.var.db.transaction(async (tx) => {
        const row = await repo.markSent(tx, id);
        if (row) {
          await mailer(tx, c.var.principal.id, {
            ...mail,
            message: invoiceMail(row, mail.message),
          });
          await mailInvoice(tx, c.var.config, row, mail, {
            language: languageOf(c.req.header('accept-language')),
            url: linkTo(c, `/apps/invoice/preview/${row.id}`),
          });
        }
        return row;
      });
      if (!sent) throw notFound(invoiceMessages.notFound);
      return c.json(await reply(c.var.db, id), 200);
    });
}
