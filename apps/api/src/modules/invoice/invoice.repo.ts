import type {
  InvoiceBody,
  InvoiceClientBody,
  InvoiceSortColumn,
  InvoiceStatus,
  InvoicesListQuery,
  PaymentBody,
} from '@beacon/contract/invoice';
import { invoiceStatuses, invoiceTotals, toCents } from '@beacon/contract/invoice';
import { type SQL, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { KeyKind } from '../../lib/keyset';
import { likeContains } from '../../lib/like';
import { type ListOptions, listPage } from '../../lib/list-page';
import { type InvoiceRow, paymentDetails, searchText, toDetail, toInvoice } from './invoice.format';
import { invoiceClients, invoiceItems, invoicePayments, invoices } from './invoice.table';

/** The list row's columns (toInvoice, and the client's name the sort reads): not `search`. */
const listColumns = {
  id: invoices.id,
  issuedOn: invoices.issuedOn,
  client: invoices.client,
  service: invoices.service,
  total: invoices.total,
  avatar: invoices.avatar,
  status: invoices.status,
  balance: invoices.balance,
  dueOn: invoices.dueOn,
  clientName: invoices.clientName,
};

interface SortKey {
  column: 'id' | 'issuedOn' | 'clientName' | 'total' | 'balance' | 'dueOn' | 'status';
  kind: KeyKind;
  /** The key in a form no index has; a date plus 0 days is the same date. */
  led?: SQL;
}

/** Each sort option is one column (in the database's own collation, as before) and the id. */
const sortKeys: Record<InvoiceSortColumn, SortKey> = {
  id: { column: 'id', kind: 'integer' },
  issuedDate: { column: 'issuedOn', kind: 'text', led: sql`${invoices.issuedOn} + 0` },
  'client.name': { column: 'clientName', kind: 'text' },
  total: { column: 'total', kind: 'integer' },
  balance: { column: 'balance', kind: 'integer' },
  dueDate: { column: 'dueOn', kind: 'text', led: sql`${invoices.dueOn} + 0` },
  invoiceStatus: { column: 'status', kind: 'text' },
};

export async function listInvoices(db: Db, query: InvoicesListQuery, options: ListOptions = {}) {
  const key = sortKeys[query.sortColumn];
  // The stored spelling, so the (status, key, id) indexes serve the filter and the order at once.
  const status = invoiceStatuses.find((name) => name.toLowerCase() === query.status);
  const [page, all] = await Promise.all([
    listPage({
      db,
      table: invoices,
      columns: listColumns,
      scope: ['invoices', query.sortColumn, query.sort, status],
      query,
      filters: [status ? eq(invoices.status, status) : undefined],
      // `search` is stored lower-cased (invoice.format.ts, searchText): the trigram index from
      // three letters, the pieces' index for one or two (migration 0028).
      search: invoices.search,
      shortSearch: (q) =>
        sql`user_search_grams(${invoices.search}) @> user_search_grams(lower(${q}))`,
      sortKey: sql`${listColumns[key.column]}`,
      keyKind: key.kind,
      ledKey: key.led,
      id: invoices.id,
      keyOf: (row) => ({ value: row[key.column], id: row.id }),
      options,
    }),
    query.allData === 'true'
      ? db.select().from(invoices).orderBy(desc(invoices.id))
      : Promise.resolve([]),
  ]);
  return {
    invoices: page.rows.map(toInvoice),
    allData: all.map(toInvoice),
    total: page.total,
    totalExact: page.totalExact,
    cursors: page.cursors,
  };
}

async function findRow(db: Db, id: number): Promise<InvoiceRow | undefined> {
  return (await db.select().from(invoices).where(eq(invoices.id, id)))[0];
}

export async function getInvoice(db: Db, id: number) {
  const row = await findRow(db, id);
  if (!row) return undefined;
  const [items, payments] = await Promise.all([
    db
      .select()
      .from(invoiceItems)
      .where(eq(invoiceItems.invoiceId, id))
      .orderBy(invoiceItems.position),
    db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, id))
      .orderBy(invoicePayments.id),
  ]);
  return { invoice: toDetail(row, items, payments), paymentDetails: paymentDetails(row) };
}

export async function deleteInvoice(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(invoices)
    .where(eq(invoices.id, id))
    .returning({ id: invoices.id });
  return deleted.length > 0;
}

export async function listClients(db: Db, q: string | undefined) {
  return db
    .select()
    .from(invoiceClients)
    .where(q ? ilike(invoiceClients.name, likeContains(q)) : undefined)
    .orderBy(asc(invoiceClients.id))
    .limit(q ? 20 : 5);
}

export async function createClient(db: Db, body: InvoiceClientBody) {
  const [row] = await db.insert(invoiceClients).values(body).returning();
  return row;
}

/** The stored amounts of a body: what the server computes, whatever the client sent. */
function amounts(body: InvoiceBody) {
  const totals = invoiceTotals(body.items, body.discountRate, body.taxRate);
  return {
    subtotal: totals.subtotal,
    discountBp: Math.round(body.discountRate * 100),
    discount: totals.discount,
    taxBp: Math.round(body.taxRate * 100),
    tax: totals.tax,
    total: totals.total,
  };
}

const statusAfterPayments = (
  balance: number,
  paid: number,
  current: InvoiceStatus,
): InvoiceStatus => (paid === 0 ? current : balance === 0 ? 'Paid' : 'Partial Payment');

async function writeItems(db: Db, invoiceId: number, body: InvoiceBody) {
  await db.delete(invoiceItems).where(eq(invoiceItems.invoiceId, invoiceId));
  await db.insert(invoiceItems).values(
    body.items.map((item, position) => ({
      invoiceId,
      position,
      item: item.item,
      description: item.description,
      cost: toCents(item.cost),
      qty: item.qty,
    })),
  );
}

const fields = (body: InvoiceBody) => ({
  issuedOn: body.issuedOn,
  dueOn: body.dueOn,
  client: body.client,
  clientName: body.client.name,
  service: body.items[0]?.item ?? '',
  salesperson: body.salesperson,
  note: body.note,
});

/** A new Draft; its id follows the largest so far. */
export function createInvoice(db: Db, body: InvoiceBody) {
  return db.transaction(async (tx) => {
    const money = amounts(body);
    const [row] = await tx
      .insert(invoices)
      .values({ ...fields(body), ...money, status: 'Draft', balance: money.total, search: '' })
      .returning();
    if (!row) throw new Error('invoice not created');
    await writeItems(tx, row.id, body);
    await tx
      .update(invoices)
      .set({ search: searchText(row) })
      .where(eq(invoices.id, row.id));
    return row.id;
  });
}

/** Rewrites an invoice; payments stay, so the total may not drop below what was paid. */
export function updateInvoice(db: Db, id: number, body: InvoiceBody) {
  return db.transaction(async (tx) => {
    const row = (await tx.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0];
    if (!row) return 'missing' as const;
    const money = amounts(body);
    if (money.total < row.paid) return 'belowPaid' as const;
    const balance = money.total - row.paid;
    const next = { ...row, ...fields(body), ...money, balance };
    await tx
      .update(invoices)
      .set({
        ...fields(body),
        ...money,
        balance,
        status: statusAfterPayments(balance, row.paid, row.status as InvoiceStatus),
        search: searchText(next),
      })
      .where(eq(invoices.id, id));
    await writeItems(tx, id, body);
    return 'saved' as const;
  });
}

export function addPayment(db: Db, id: number, body: PaymentBody) {
  return db.transaction(async (tx) => {
    const row = (await tx.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0];
    if (!row) return 'missing' as const;
    const amount = toCents(body.amount);
    if (amount > row.balance) return 'overBalance' as const;
    await tx
      .insert(invoicePayments)
      .values({ invoiceId: id, amount, paidOn: body.date, method: body.method });
    const paid = row.paid + amount;
    const balance = row.total - paid;
    await tx
      .update(invoices)
      .set({
        paid,
        balance,
        status: statusAfterPayments(balance, paid, row.status as InvoiceStatus),
        search: searchText({ ...row, balance }),
      })
      .where(eq(invoices.id, id));
    return 'saved' as const;
  });
}

/** Recorded as Sent, unless payments already say Partial Payment or Paid. */
export async function markSent(db: Db, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({
      sentAt: sql`now()`,
      status: sql`case when ${invoices.paid} > 0 then ${invoices.status} else 'Sent' end`,
    })
    .where(eq(invoices.id, id))
    .returning();
  return row;
}
