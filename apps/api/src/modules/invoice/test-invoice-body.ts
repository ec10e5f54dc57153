import type { InvoiceBodyInput } from '@beacon/contract/invoice';

/** A valid invoice for tests to write: three widgets at 19.99, 10 % off, 7.5 % tax. */
export const invoiceBody = (overrides: Partial<InvoiceBodyInput> = {}): InvoiceBodyInput => ({
  client: {
    name: 'Ada Brooks',
    company: 'Brooks Ltd',
    companyEmail: 'ada@brooks.example',
    address: '1 Main Street',
    country: 'United Kingdom',
    contact: '+44 20 7946 0000',
  },
  issuedOn: '2026-11-01',
  dueOn: '2026-12-01',
  salesperson: 'Felix Grant',
  note: 'Thank you',
  items: [{ item: 'Software Development', description: 'Widgets', cost: 19.99, qty: 3 }],
  discountRate: 10,
  taxRate: 7.5,
  ...overrides,
});
