import { getRouteApi } from '@tanstack/react-router';
import { useListSearch } from '../../../lib/use-list-search';

// The list's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/invoice/list');

/**
 * The invoice list's search params and a setter. A change of the search, the status, the sort or
 * the page size goes back to the first page: page 1, and no cursor (one names a place in another
 * list).
 */
export function useInvoiceListSearch() {
  return useListSearch(route.useSearch(), route.useNavigate());
}

export type InvoiceListSearch = ReturnType<typeof useInvoiceListSearch>[0];
