import type {
  Invoice,
  InvoiceDetail,
  InvoiceStatus,
  PaymentMethod,
} from '@beacon/contract/invoice';
import { fromCents } from '@beacon/contract/invoice';
import type { invoiceItems, invoicePayments, invoices } from './invoice.table';

export type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;
type PaymentRow = typeof invoicePayments.$inferSelect;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2019-12-13` → `13 Dec 2019`: the display form kept for API compatibility, which `q` matches. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day} ${months[Number(month) - 1] ?? ''} ${year}`;
}

/** `$12,110.55`: `totalDue`'s form, kept for API compatibility. */
export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** What `q` matches: client name and e-mail, id, total, balance and due date, lower-cased once. */
export const searchText = (row: {
  id: number;
  client: { name: string; companyEmail: string };
  total: number;
  balance: number;
  dueOn: string;
}) =>
  [
    row.id,
    row.client.name,
    row.client.companyEmail,
    fromCents(row.total),
    fromCents(row.balance),
    displayDate(row.dueOn),
  ]
    .join(' ')
    .toLowerCase();

/** What a list row is made of: the list reads only these columns. */
export type InvoiceListRow = Pick<
  InvoiceRow,
  'id' | 'issuedOn' | 'client' | 'service' | 'total' | 'avatar' | 'status' | 'balance' | 'dueOn'
>;

export const toInvoice = (row: InvoiceListRow): Invoice => ({
  id: row.id,
  issuedDate: displayDate(row.issuedOn),
  client: row.client,
  service: row.service,
  total: fromCents(row.total),
  avatar: row.avatar,
  invoiceStatus: row.status as InvoiceStatus,
  balance: fromCents(row.balance),
  dueDate: displayDate(row.dueOn),
});

export const toDetail = (
  row: InvoiceRow,
  items: ItemRow[],
  payments: PaymentRow[],
): InvoiceDetail => ({
  ...toInvoice(row),
  issuedOn: row.issuedOn,
  dueOn: row.dueOn,
  salesperson: row.salesperson,
  note: row.note,
  items: items.map((item) => ({
    item: item.item,
    description: item.description,
    cost: fromCents(item.cost),
    qty: item.qty,
    amount: fromCents(item.cost * item.qty),
  })),
  subtotal: fromCents(row.subtotal),
  discountRate: row.discountBp / 100,
  discount: fromCents(row.discount),
  taxRate: row.taxBp / 100,
  tax: fromCents(row.tax),
  paid: fromCents(row.paid),
  payments: payments.map((payment) => ({
    id: payment.id,
    amount: fromCents(payment.amount),
    date: payment.paidOn,
    method: payment.method as PaymentMethod,
  })),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The sample bank shown under "Payment Details", with the real balance. */
export const paymentDetails = (row: InvoiceRow) => ({
  totalDue: dollars(row.balance),
  bankName: 'American Bank',
  country: 'United States',
  iban: 'ETD95476213874685',
  swiftCode: 'BR91905',
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The mail that carries an invoice: the sender's words, then what is owed and by when. */
export function invoiceMail(row: InvoiceRow, message: string): string {
  const words = message
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  const owed = `Invoice #${row.id} for ${escapeHtml(row.client.name)}: total ${dollars(row.total)}, balance due ${dollars(row.balance)} by ${displayDate(row.dueOn)}.`;
  return [...words, `<p>${owed}</p>`].join('');
}
