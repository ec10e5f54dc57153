import { type InvoiceStatus, paymentMethods } from '@beacon/contract/invoice';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { repeatCounts, seededRandom, shuffle } from '../../lib/random';
import { searchText } from './invoice.format';
import {
  FIRST_INVOICE_ID,
  SAMPLE_INVOICES,
  sampleClients,
  serviceCounts,
  serviceLines,
  statusCounts,
} from './invoice.samples';
import { invoiceClients, invoiceItems, invoicePayments, invoices } from './invoice.table';

type NewInvoice = typeof invoices.$inferInsert;
type NewItem = typeof invoiceItems.$inferInsert;
type NewPayment = typeof invoicePayments.$inferInsert;

const day = 86_400_000;
const isoDay = (now: Date, offsetDays: number) =>
  new Date(now.getTime() + offsetDays * day).toISOString().slice(0, 10);

interface Written {
  invoice: NewInvoice;
  items: NewItem[];
  payments: NewPayment[];
}

/**
 * One invoice whose amounts agree with its status: two lines adding up to a whole-dollar total,
 * Paid settled by one payment, Partial Payment part-paid, Past Due overdue, the rest unpaid.
 */
function written(
  id: number,
  status: InvoiceStatus,
  service: keyof typeof serviceCounts,
  index: number,
  random: () => number,
  now: Date,
): Written {
  const client = sampleClients[index % sampleClients.length] ?? sampleClients[0];
  if (!client) throw new Error('no sample clients');
  const total = (id === FIRST_INVOICE_ID ? 3428 : 2029 + Math.floor(random() * 3584)) * 100;
  const first = Math.round((total * (0.4 + random() * 0.3)) / 100) * 100;
  const [firstLine, secondLine] = serviceLines[service];
  const issuedAgo =
    status === 'Past Due' ? 45 + Math.floor(random() * 30) : Math.floor(random() * 40);
  const issuedOn = isoDay(now, -issuedAgo);
  const dueOn = isoDay(now, -issuedAgo + 30);
  const paid =
    status === 'Paid'
      ? total
      : status === 'Partial Payment'
        ? Math.round((total * 0.4) / 100) * 100
        : 0;
  const method = paymentMethods[Math.floor(random() * paymentMethods.length)] ?? 'Cash';
  const row = {
    id,
    issuedOn,
    dueOn,
    client,
    clientName: client.name,
    service,
    // 18 of the 50 have no avatar and show initials.
    avatar: index % 3 === 1 || index === 0 ? '' : `/assets/images/avatars/${1 + (index % 12)}.svg`,
    status,
    salesperson: 'Alfie Solomons',
    note: 'It was a pleasure working with you. We hope you will keep us in mind for future projects. Thank you!',
    subtotal: total,
    total,
    paid,
    balance: total - paid,
    sentAt:
      status === 'Draft' || status === 'Downloaded' ? null : new Date(`${issuedOn}T12:00:00Z`),
  };
  return {
    invoice: { ...row, search: searchText(row) },
    items: [
      { invoiceId: id, position: 0, item: service, description: firstLine, cost: first, qty: 1 },
      {
        invoiceId: id,
        position: 1,
        item: service,
        description: secondLine,
        cost: total - first,
        qty: 1,
      },
    ],
    payments:
      paid > 0
        ? [{ invoiceId: id, amount: paid, paidOn: isoDay(now, -Math.floor(issuedAgo / 2)), method }]
        : [],
  };
}

const chunk = <T>(rows: T[], size: number) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, i * size + size),
  );

/**
 * The 50 sample invoices (ids 4987–5036, their status and service counts, #4987 for
 * Jordan Stevenson at $3,428, Paid), dated around the seed day; `total` above 50 adds generated
 * ones with later ids for benchmarks. The address book holds the clients newest invoice first, so
 * the first five are those of the newest invoices.
 */
export async function seedInvoices(
  db: Db,
  { total = SAMPLE_INVOICES, now = new Date() }: { total?: number; now?: Date } = {},
) {
  const random = seededRandom(4987);
  const statuses = shuffle(repeatCounts(statusCounts), random);
  const services = shuffle(repeatCounts(serviceCounts), random);
  // #4987 is Paid: it swaps statuses with the first Paid of the shuffle.
  const paidAt = statuses.indexOf('Paid');
  [statuses[0], statuses[paidAt]] = [statuses[paidAt] ?? 'Paid', statuses[0] ?? 'Paid'];
  const all: Written[] = [];
  for (let index = 0; index < Math.max(total, SAMPLE_INVOICES); index++) {
    const id = FIRST_INVOICE_ID + index;
    const sample = index < SAMPLE_INVOICES;
    const status = statuses[index % SAMPLE_INVOICES] ?? 'Draft';
    const service = services[index % SAMPLE_INVOICES] ?? 'Software Development';
    const clientIndex = sample
      ? SAMPLE_INVOICES - 1 - index
      : Math.floor(random() * SAMPLE_INVOICES);
    all.push(written(id, status, service, clientIndex, random, now));
  }
  await db.insert(invoiceClients).values(sampleClients);
  for (const rows of chunk(all, 500)) {
    await db.insert(invoices).values(rows.map((row) => row.invoice));
    await db.insert(invoiceItems).values(rows.flatMap((row) => row.items));
    const payments = rows.flatMap((row) => row.payments);
    if (payments.length > 0) await db.insert(invoicePayments).values(payments);
  }
  // The ids above were given explicitly: new invoices continue after the largest.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('invoices', 'id'), (select max(id) from invoices))`,
  );
}
