// Sample replies for the editor's tests (not a test file itself).
import type { InvoiceClientRecord, InvoiceDetail, InvoiceReply } from '@beacon/contract/invoice';

export const clients: InvoiceClientRecord[] = [
  {
    id: 1,
    name: 'Ada Brooks',
    company: 'Brooks Labs',
    companyEmail: 'ada@brooks.example',
    address: '1 Main St',
    country: 'Canada',
    contact: '(555) 010-0001',
  },
  {
    id: 2,
    name: 'Felix Grant',
    company: 'Grant & Co',
    companyEmail: 'felix@grant.example',
    address: '2 High St',
    country: 'Ireland',
    contact: '(555) 010-0002',
  },
];

export const storedInvoice: InvoiceDetail = {
  id: 4987,
  issuedDate: '13 Dec 2019',
  dueDate: '23 Dec 2019',
  issuedOn: '2019-12-13',
  dueOn: '2019-12-23',
  client: {
    name: 'Jordan Stevenson',
    company: 'Hall-Robbins PLC',
    companyEmail: 'don85@johnson.example',
    address: '7777 Mendez Plains',
    country: 'USA',
    contact: '(616) 865-4180',
  },
  service: 'Software Development',
  salesperson: 'Alfie Solomons',
  note: 'Thanks for your business.',
  items: [
    { item: 'Software Development', description: 'API work', cost: 100, qty: 2, amount: 200 },
  ],
  subtotal: 200,
  discountRate: 0,
  discount: 0,
  taxRate: 0,
  tax: 0,
  total: 200,
  paid: 50,
  balance: 150,
  payments: [{ id: 1, amount: 50, date: '2019-12-14', method: 'Cash' }],
  avatar: '',
  invoiceStatus: 'Partial Payment',
  sentAt: null,
};

export const replyFor = (invoice: InvoiceDetail): InvoiceReply => ({
  invoice,
  paymentDetails: {
    totalDue: '$150.00',
    bankName: 'Bank',
    country: 'USA',
    iban: 'X',
    swiftCode: 'Y',
  },
});
