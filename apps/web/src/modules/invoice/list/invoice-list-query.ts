import type { Invoice } from '@beacon/contract/invoice';
import { invoicePageSizeMax, type InvoiceSortColumn } from '@beacon/contract/invoice-values';
import type { QueryClient } from '@tanstack/react-query';
import { invoicesQuery } from '../invoice.queries';

/** What the list's URL filters by (the route validates it). */
interface Filters {
  q: string;
  status?: string;
  sort: 'asc' | 'desc';
  sortColumn: InvoiceSortColumn;
}

/** The filters plus the page the URL shows. */
interface ListPage extends Filters {
  page: number;
  perPage: number;
}

/**
 * One page of the list as the URL describes it. `allData: 'false'`: by default the reply carries
 * every invoice besides the page (kept for API compatibility), which a list screen never uses.
 */
export const invoiceListQuery = (search: ListPage) =>
  invoicesQuery({
    q: search.q,
    status: search.status,
    sort: search.sort,
    sortColumn: search.sortColumn,
    page: search.page,
    perPage: search.perPage,
    allData: 'false',
  });

/** Every invoice that matches the filters, in the list's order, read in pages of the largest size. */
export async function fetchAllInvoices(
  queryClient: QueryClient,
  { q, status, sort, sortColumn }: Filters,
): Promise<Invoice[]> {
  const rows: Invoice[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const reply = await queryClient.fetchQuery(
      invoicesQuery({
        q,
        status,
        sort,
        sortColumn,
        page,
        perPage: invoicePageSizeMax,
        allData: 'false',
      }),
    );
    rows.push(...reply.invoices);
    // The count comes with every page; the first one says how many pages to read.
    if (page === 1) pages = Math.ceil(reply.total / invoicePageSizeMax);
  }
  return rows;
}
