import type { InvoiceReply } from '@beacon/contract/invoice';

/** An invoice as GET /api/invoice/invoices/{id} returns it, for the document's tests. */
export function testInvoice(overrides: Partial<InvoiceReply['invoice']> = {}): InvoiceReply {
  return {
    invoice: {
      id: 4987,
      issuedDate: '13 Mar 2024',
      issuedOn: '2024-03-13',
      dueDate: '12 Apr 2024',
      dueOn: '2024-04-12',
      client: {
        name: 'Jordan Stevenson',
        company: 'Hall-Robbins PLC',
        companyEmail: 'don85@johnson.com',
        address: '7777 Mendez Plains',
        country: 'USA',
        contact: '(616) 865-4180',
      },
      service: 'Software Development',
      avatar: '',
      invoiceStatus: 'Partial Payment',
      salesperson: 'Alfie Solomons',
      note: 'It was a pleasure working with you.',
      items: [
        {
          item: 'Native App Development',
          description: 'Native app for iOS and Android',
          cost: 1200.5,
          qty: 2,
          amount: 2401,
        },
        { item: 'UI Kit Design', description: 'Design system', cost: 600, qty: 1, amount: 600 },
      ],
      subtotal: 3001,
      discountRate: 10,
      discount: 300.1,
      taxRate: 21,
      tax: 567.19,
      total: 3268.09,
      paid: 1000,
      balance: 2268.09,
      payments: [{ id: 1, amount: 1000, date: '2024-03-20', method: 'Cash' }],
      sentAt: null,
      ...overrides,
    },
    paymentDetails: {
      totalDue: '$2,268.09',
      bankName: 'American Bank',
      country: 'United States',
      iban: 'ETD95476213874685',
      swiftCode: 'BR91905',
    },
  };
}
