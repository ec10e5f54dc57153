// The editor's values and the sums shown while typing, without zod (invoice-values only): the
// schema check lives in invoice-validation.ts.
import type { InvoiceClient, InvoiceClientRecord, InvoiceDetail } from '@beacon/contract/invoice';
import { type InvoiceTotals, invoiceTotals } from '@beacon/contract/invoice-values';

/** Mantine's NumberInput gives a number, or the text when it is not one yet (empty, "1."). */
export type NumberField = number | string;

export interface InvoiceFormItem {
  /** Stable React key: rows can be removed from the middle. Never sent. */
  key: string;
  item: string;
  description: string;
  cost: NumberField;
  qty: NumberField;
}

export interface InvoiceFormValues {
  client: InvoiceClient;
  issuedOn: string;
  dueOn: string;
  salesperson: string;
  note: string;
  items: InvoiceFormItem[];
  discountRate: NumberField;
  taxRate: NumberField;
}

/** The days a new invoice gives the client to pay (REFERENCE's add page shows a month later). */
export const paymentDays = 30;

let lastKey = 0;
const nextKey = () => `row-${++lastKey}`;

export const emptyClient: InvoiceClient = {
  name: '',
  company: '',
  companyEmail: '',
  address: '',
  country: '',
  contact: '',
};

/** A stored client as the invoice keeps it: a copy of its details, without the id. */
export const clientOf = (record: InvoiceClientRecord): InvoiceClient => ({
  name: record.name,
  company: record.company,
  companyEmail: record.companyEmail,
  address: record.address,
  country: record.country,
  contact: record.contact,
});

export const blankItem = (): InvoiceFormItem => ({
  key: nextKey(),
  item: '',
  description: '',
  cost: '',
  qty: 1,
});

/** `YYYY-MM-DD` of a day in the reader's own calendar (not UTC: "today" is where they are). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return localDay(new Date(year, month - 1, date + days));
}

/** A new invoice: issued today, due a month later, one empty row. */
export function blankInvoice(today: Date = new Date()): InvoiceFormValues {
  const issuedOn = localDay(today);
  return {
    client: { ...emptyClient },
    issuedOn,
    dueOn: addDays(issuedOn, paymentDays),
    salesperson: '',
    note: '',
    items: [blankItem()],
    discountRate: 0,
    taxRate: 0,
  };
}

/** A stored invoice in the editor. */
export function invoiceFormValues(invoice: InvoiceDetail): InvoiceFormValues {
  return {
    client: { ...invoice.client },
    issuedOn: invoice.issuedOn,
    dueOn: invoice.dueOn,
    salesperson: invoice.salesperson,
    note: invoice.note,
    items: invoice.items.length
      ? invoice.items.map(({ item, description, cost, qty }) => ({
          key: nextKey(),
          item,
          description,
          cost,
          qty,
        }))
      : [blankItem()],
    discountRate: invoice.discountRate,
    taxRate: invoice.taxRate,
  };
}

/** A field's number, or undefined while it holds none (the schema then says what is missing). */
export function numberOf(value: NumberField): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  const parsed = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** The request body before the schema check: numbers where the fields hold them. */
export function invoiceBody(values: InvoiceFormValues) {
  return {
    client: values.client,
    issuedOn: values.issuedOn,
    dueOn: values.dueOn,
    salesperson: values.salesperson,
    note: values.note,
    items: values.items.map(({ item, description, cost, qty }) => ({
      item,
      description,
      cost: numberOf(cost),
      qty: numberOf(qty),
    })),
    discountRate: numberOf(values.discountRate),
    taxRate: numberOf(values.taxRate),
  };
}

// A row that is not (yet) a valid number counts as nothing in the live sums, rather than NaN.
const amount = (value: NumberField) => Math.max(0, numberOf(value) ?? 0);

/** The sums as the server will store them, from whatever is typed so far; integer cents. */
export function liveTotals(
  values: Pick<InvoiceFormValues, 'items' | 'discountRate' | 'taxRate'>,
): InvoiceTotals {
  return invoiceTotals(
    values.items.map((row) => ({ cost: amount(row.cost), qty: Math.trunc(amount(row.qty)) })),
    Math.min(100, amount(values.discountRate)),
    amount(values.taxRate),
  );
}
