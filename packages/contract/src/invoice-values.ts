// The invoice module's fixed values and money arithmetic without zod, for code that must stay
// small (the web app's route search schemas, the live totals of the editor); invoice.ts re-exports
// all of this.

/** The invoice statuses, in the order the status filter lists them. */
export const invoiceStatuses = [
  'Downloaded',
  'Draft',
  'Paid',
  'Partial Payment',
  'Past Due',
  'Sent',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
/** What the list's `status` parameter takes: the client sends lower case. */
export const invoiceStatusParams = invoiceStatuses.map((status) => status.toLowerCase());

/** The services an invoice may be for. */
export const invoiceServices = [
  'Software Development',
  'UI/UX Design & Development',
  'Unlimited Extended License',
  'Template Customization',
] as const;

export const invoiceSortColumns = [
  'id',
  'issuedDate',
  'client.name',
  'total',
  'balance',
  'dueDate',
  'invoiceStatus',
] as const;
export type InvoiceSortColumn = (typeof invoiceSortColumns)[number];

export const paymentMethods = [
  'Bank Transfer',
  'Cash',
  'Credit Card',
  'Debit Card',
  'PayPal',
] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const invoicePageSize = 10;
/** The invoice list's search when a client leaves a param out: newest first, 10 a page. */
export const invoicesListDefaults = {
  q: '',
  page: 1,
  perPage: invoicePageSize,
  sort: 'desc',
  sortColumn: 'id',
} as const;
export const invoicePageSizeMax = 100;
export const invoiceItemsMax = 50;
/** The largest unit cost, in dollars; with the largest quantity a total stays far below 2^53 cents. */
export const invoiceCostMax = 1_000_000;
export const invoiceQtyMax = 10_000;
export const invoiceNoteMax = 2_000;

/** Dollars with at most two decimals → integer cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

/** A percentage with at most two decimals → basis points (7.5 % → 750). */
const toBasisPoints = (percent: number): number => Math.round(percent * 100);

/** `cents × basisPoints / 10000`, rounded half up, in integers only. */
const percentOf = (cents: number, basisPoints: number): number =>
  Math.floor((cents * basisPoints + 5_000) / 10_000);

export interface InvoiceLineInput {
  cost: number;
  qty: number;
}

export interface InvoiceTotals {
  /** Every amount in integer cents. */
  lines: number[];
  subtotal: number;
  discount: number;
  tax: number;
  total: number;
}

/**
 * The invoice's sums as the server stores them: each line is cost × qty in cents, the discount is
 * taken from the subtotal, the tax from what is left; every rounding is half up to the cent.
 */
export function invoiceTotals(
  items: readonly InvoiceLineInput[],
  discountPercent: number,
  taxPercent: number,
): InvoiceTotals {
  const lines = items.map((item) => toCents(item.cost) * item.qty);
  const subtotal = lines.reduce((sum, line) => sum + line, 0);
  const discount = percentOf(subtotal, toBasisPoints(discountPercent));
  const tax = percentOf(subtotal - discount, toBasisPoints(taxPercent));
  return { lines, subtotal, discount, tax, total: subtotal - discount + tax };
}

export const invoiceMessages = {
  notFound: 'No such invoice',
  dueBeforeIssued: 'The due date cannot be before the issue date',
  overBalance: 'A payment cannot be more than the balance',
  amountTooSmall: 'The amount must be at least 0.01',
  belowPaid: 'The total cannot be less than what has already been paid',
  noItems: 'Add at least one item',
} as const;
