import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  invoiceSortColumns,
  invoiceStatusParams,
  invoicesListDefaults,
} from '@beacon/contract/invoice-values';
import { requireAbility } from '../../../lib/guard';
import { integer, numberOf, oneOf, searchWithDefaults, text } from '../../../lib/search-params';
import { InvoiceListPage } from '../../../modules/invoice/list/invoice-list-page';
import { invoiceListQuery } from '../../../modules/invoice/list/invoice-list-query';

const { page: firstPage, ...listDefaults } = invoicesListDefaults;

// No schema library (see lib/search-params): route files are in the first-paint bundle.
const search = searchWithDefaults(
  {
    q: text({ max: 100 }),
    // Lower case, as the API takes it; an unknown status is dropped.
    status: oneOf(invoiceStatusParams),
    // Absent with a cursor: a page whose number is not known (the last of an estimated total).
    page: integer({ min: 1 }),
    perPage: numberOf([10, 25, 50]),
    sort: oneOf(['asc', 'desc']),
    sortColumn: oneOf(invoiceSortColumns),
    // Where the page starts (`last`, or a cursor a reply gave); the API then ignores page.
    cursor: text({ min: 1, max: 1000 }),
  },
  listDefaults,
);

export const Route = createFileRoute('/_app/apps/invoice/list')({
  validateSearch: search.validateSearch,
  // Page 1 stays out of the address bar too, as a default would.
  search: {
    middlewares: [...search.search.middlewares, stripSearchParams({ page: firstPage })],
  },
  beforeLoad: () => requireAbility('read', 'Invoice'),
  loaderDeps: ({ search }) => search,
  // The rows are asked for while the page's code loads: the first screen then draws once, with
  // them. Not awaited: the page's query (the same key) takes the answer.
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(invoiceListQuery(deps));
  },
  component: InvoiceListPage,
});
