import type { Invoice, InvoicesListReply } from '@beacon/contract/invoice';
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

/** The filters plus the page the URL shows: by number, or by cursor (the number then shown only). */
interface ListPage extends Filters {
  page?: number | undefined;
  perPage: number;
  cursor?: string | undefined;
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
    page: search.page ?? 1,
    perPage: search.perPage,
    cursor: search.cursor,
    allData: 'false',
  });

/**
 * Every invoice that matches the filters, in the list's order, read in pages of the largest size,
 * each from the cursor the one before gave: no page is skipped or read twice, whatever the total
 * (an estimate past 10,000) says.
 */
export async function fetchAllInvoices(
  queryClient: QueryClient,
  { q, status, sort, sortColumn }: Filters,
): Promise<Invoice[]> {
  const rows: Invoice[] = [];
  let cursor: string | null = 'first';
  while (cursor !== null) {
    const reply: InvoicesListReply = await queryClient.fetchQuery(
      invoicesQuery({
        q,
        status,
        sort,
        sortColumn,
        cursor,
        perPage: invoicePageSizeMax,
        allData: 'false',
      }),
    );
    rows.push(...reply.invoices);
    cursor = reply.cursors.next;
  }
  return rows;
}
