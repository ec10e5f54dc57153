import type {
  Invoice,
  InvoiceDetail,
  InvoiceReply,
  InvoicesListReply,
} from '@beacon/contract/invoice';
import type { ApiCall } from '../../../test/api';

/** A list row for tests; the client is named after the id so rows are easy to tell apart. */
export function invoiceRow(id: number, patch: Partial<Invoice> = {}): Invoice {
  return {
    id,
    issuedDate: '13 Dec 2019',
    client: {
      name: `Client ${id}`,
      company: 'Hall-Robbins PLC',
      companyEmail: `client${id}@example.com`,
      address: '7777 Mendez Plains',
      country: 'USA',
      contact: '(616) 865-4180',
    },
    service: 'Software Development',
    total: 3428,
    avatar: '',
    invoiceStatus: 'Sent',
    balance: 724,
    dueDate: '23 Apr 2020',
    ...patch,
  };
}

export function invoiceReply(row: Invoice, patch: Partial<InvoiceDetail> = {}): InvoiceReply {
  return {
    invoice: {
      ...row,
      issuedOn: '2019-12-13',
      dueOn: '2019-12-27',
      salesperson: 'Tommy Shelby',
      note: 'Thank you for your business.',
      items: [
        { item: 'Design', description: 'Landing page', cost: 1200.5, qty: 2, amount: 2401 },
        { item: 'Hosting', description: '', cost: 100, qty: 1, amount: 100 },
      ],
      subtotal: 2501,
      discountRate: 5,
      discount: 125.05,
      taxRate: 21,
      tax: 498.95,
      paid: 0,
      payments: [],
      sentAt: null,
      ...patch,
    },
    paymentDetails: {
      totalDue: '$2,874.90',
      bankName: 'American Bank',
      country: 'United States',
      iban: 'ETD95476213874685',
      swiftCode: 'BR91905',
    },
  };
}

/**
 * GET /apps/invoice/invoices over `rows`, paged as the API pages (allData left empty): by page
 * number, or by cursor (`first`, `last`, or `after:<index>` / `before:<index>`, which the replies'
 * `cursors` give). `totalExact: false` makes `total` an estimate, as past 10,000 matches.
 */
export function listOf(rows: Invoice[], total = rows.length, totalExact = true) {
  return ({ query }: ApiCall): InvoicesListReply => {
    const perPage = Number(query.perPage ?? 10);
    const cursor = query.cursor;
    const [side, at] = cursor?.split(':') ?? [];
    const start =
      cursor === undefined
        ? (Number(query.page ?? 1) - 1) * perPage
        : cursor === 'first'
          ? 0
          : cursor === 'last'
            ? Math.max(0, rows.length - perPage)
            : side === 'before'
              ? Math.max(0, Number(at) - perPage)
              : Number(at);
    const end = Math.min(rows.length, start + perPage);
    return {
      invoices: rows.slice(start, end),
      allData: [],
      total,
      totalExact,
      cursors: {
        // Past the end (an old page number), the way back is the last page, as the API says.
        prev: start === 0 ? null : start < rows.length ? `before:${start}` : 'last',
        next: end < rows.length ? `after:${end}` : null,
      },
    };
  };
}
