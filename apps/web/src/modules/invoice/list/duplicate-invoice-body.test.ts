import { describe, expect, it } from 'vitest';
import { duplicateInvoiceBody, localToday } from './duplicate-invoice-body';
import { invoiceReply, invoiceRow } from './test-invoices';

describe('duplicateInvoiceBody', () => {
  it('keeps the payment term across a month end and a daylight-saving change', () => {
    const { invoice } = invoiceReply(invoiceRow(1), {
      issuedOn: '2023-01-31',
      dueOn: '2023-03-02',
    });
    const copy = duplicateInvoiceBody(invoice, '2024-03-20');
    expect(copy.issuedOn).toBe('2024-03-20');
    expect(copy.dueOn).toBe('2024-04-19');
  });

  it('copies no totals or payments, only what the editor sends', () => {
    const { invoice } = invoiceReply(invoiceRow(1));
    expect(Object.keys(duplicateInvoiceBody(invoice, '2024-01-01')).sort()).toEqual([
      'client',
      'discountRate',
      'dueOn',
      'issuedOn',
      'items',
      'note',
      'salesperson',
      'taxRate',
    ]);
  });

  it('reads today in the local calendar', () => {
    expect(localToday(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
  });
});
