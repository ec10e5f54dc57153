import { createFileRoute } from '@tanstack/react-router';
import {
  invoiceSortColumns,
  invoiceStatusParams,
  invoicesListDefaults,
} from '@beacon/contract/invoice-values';
import { requireAbility } from '../../../lib/guard';
import { integer, numberOf, oneOf, searchWithDefaults, text } from '../../../lib/search-params';
import { InvoiceListPage } from '../../../modules/invoice/list/invoice-list-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    // Lower case, as the API takes it; an unknown status is dropped.
    status: oneOf(invoiceStatusParams),
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50]),
    sort: oneOf(['asc', 'desc']),
    sortColumn: oneOf(invoiceSortColumns),
  },
  invoicesListDefaults,
);

export const Route = createFileRoute('/_app/apps/invoice/list')({
  ...search,
  beforeLoad: () => requireAbility('read', 'Invoice'),
  component: InvoiceListPage,
});
