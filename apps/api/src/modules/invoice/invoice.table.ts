import type { InvoiceClient } from '@beacon/contract/invoice';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The organisation's address book of clients to bill. */
export const invoiceClients = pgTable(
  'invoice_clients',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    company: text().notNull().default(''),
    companyEmail: text('company_email').notNull(),
    address: text().notNull().default(''),
    country: text().notNull().default(''),
    contact: text().notNull().default(''),
  },
  (t) => [index('invoice_clients_name_idx').on(t.name)],
);

/**
 * Invoices of the organisation: every admin sees the same ones. The client is a copy taken when
 * the invoice is written (an invoice keeps the address it was sent to). Amounts are integer cents,
 * computed by the server; `search` is what `q` matches, rewritten on every change.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    client: jsonb().$type<InvoiceClient>().notNull(),
    clientName: text('client_name').notNull(),
    service: text().notNull(),
    avatar: text().notNull().default(''),
    status: text().notNull(),
    salesperson: text().notNull().default(''),
    note: text().notNull().default(''),
    subtotal: integer().notNull(),
    discountBp: integer('discount_bp').notNull().default(0),
    discount: integer().notNull().default(0),
    taxBp: integer('tax_bp').notNull().default(0),
    tax: integer().notNull().default(0),
    total: integer().notNull(),
    paid: integer().notNull().default(0),
    balance: integer().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    search: text().notNull(),
  },
  (t) => {
    // Each sort option's column (status and id have their own indexes): a page is a seek into
    // (key, id), with or without the status filter in front (migration 0028).
    const sorted = [t.issuedOn, t.clientName, t.total, t.balance, t.dueOn];
    return [
      index('invoices_status_idx').on(t.status, t.id),
      ...sorted.map((column) => index(`invoices_${column.name}_sort_idx`).on(column, t.id)),
      ...sorted.map((column) =>
        index(`invoices_status_${column.name}_idx`).on(t.status, column, t.id),
      ),
      index('invoices_search_idx').using('gin', sql`${t.search} gin_trgm_ops`),
      // Searches of one or two letters, which have no trigram (user_search_grams, migration 0027).
      index('invoices_search_grams_idx').using('gin', sql`user_search_grams(${t.search})`),
    ];
  },
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    item: text().notNull(),
    description: text().notNull().default(''),
    cost: integer().notNull(),
    qty: integer().notNull(),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId, t.position)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text().notNull(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId),
    // The dashboard's cards read the payments and invoices of a period.
    index('invoice_payments_paid_idx').on(t.paidOn),
  ],
);

/**
 * Invoiced and paid cents per UTC day, kept by triggers on `invoices` and `invoice_payments`
 * (migration 0020): the revenue report and the profit card read a year as at most 366 rows.
 */
export const invoiceDays = pgTable('invoice_days', {
  day: date({ mode: 'string' }).primaryKey(),
  invoiced: integer().notNull().default(0),
  paid: integer().notNull().default(0),
});
