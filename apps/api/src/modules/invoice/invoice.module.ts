import { accessLevels } from '@beacon/contract/access-values';
import { type ApiModule, hasRows } from '../../lib/module';
import { invoiceDashboard } from './invoice.dashboard';
import { invoiceRoutes } from './invoice.routes';
import { invoiceSearch } from './invoice.search';
import { seedInvoices } from './invoice.seed';
import * as tables from './invoice.table';

const shared = { subject: 'Invoice', owned: false };

/** Invoices, their clients and payments; a sent invoice is a mail from its sender. */
export const invoiceModule: ApiModule = {
  id: 'invoice',
  routes: ({ service }) => invoiceRoutes({ mailer: (...mail) => service('sendMail')(...mail) }),
  tables,
  seed: {
    samples: ({ db, count: wanted }) => seedInvoices(db, { total: wanted('invoices') }),
    // Invoices may all be deleted; the clients never are, so they tell whether invoices were seeded.
    seeded: (db) => hasRows(db, tables.invoiceClients),
    counts: ['invoices'],
  },
  subjects: { Invoice: { manager: accessLevels, support: ['read'] } },
  audit: { invoices: shared, invoice_clients: shared, invoice_payments: shared },
  contributes: { search: invoiceSearch, dashboard: invoiceDashboard },
};
