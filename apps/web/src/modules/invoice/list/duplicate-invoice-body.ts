import type { InvoiceDetail } from '@beacon/contract/invoice';
import type { InvoiceBodyOut } from '../invoice.queries';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` → days since 1970-01-01, counted in UTC so a daylight-saving change cannot shift it. */
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today in the reader's time zone, as `YYYY-MM-DD`. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * A new invoice like `original`, issued `today` and due after as many days as `original` was.
 * Only what the editor would send is copied: totals, balance and payments stay with `original`.
 */
export function duplicateInvoiceBody(original: InvoiceDetail, today: string): InvoiceBodyOut {
  const term = dayNumber(original.dueOn) - dayNumber(original.issuedOn);
  const { name, company, companyEmail, address, country, contact } = original.client;
  return {
    client: { name, company, companyEmail, address, country, contact },
    issuedOn: today,
    dueOn: isoDay(dayNumber(today) + Math.max(0, term)),
    salesperson: original.salesperson,
    note: original.note,
    items: original.items.map(({ item, description, cost, qty }) => ({
      item,
      description,
      cost,
      qty,
    })),
    discountRate: original.discountRate,
    taxRate: original.taxRate,
  };
}
