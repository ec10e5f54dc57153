import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { invoiceSortColumns, invoiceStatusParams } from '@beacon/contract/invoice-values';
import { requireAbility } from '../../../lib/guard';
import { integer, numberOf, oneOf, orDefault, searchOf, text } from '../../../lib/search-params';
import { InvoiceListPage } from '../../../modules/invoice/list/invoice-list-page';

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const validateSearch = searchOf({
  q: orDefault(text({ max: 100 }), ''),
  // Lower case, as the API takes it; an unknown status is dropped.
  status: oneOf(invoiceStatusParams),
  page: orDefault(integer({ min: 1 }), 1),
  perPage: orDefault(numberOf([10, 25, 50]), 10),
  // Newest first (sort desc by id).
  sort: orDefault(oneOf(['asc', 'desc']), 'desc'),
  sortColumn: orDefault(oneOf(invoiceSortColumns), 'id'),
});

export const Route = createFileRoute('/_app/apps/invoice/list')({
  validateSearch,
  // Defaults stay out of the address bar, so a shared link holds only what was chosen.
  search: {
    middlewares: [
      stripSearchParams({ q: '', page: 1, perPage: 10, sort: 'desc', sortColumn: 'id' }),
    ],
  },
  beforeLoad: () => requireAbility('read', 'Invoice'),
  component: InvoiceListPage,
});
