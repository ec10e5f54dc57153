import { getRouteApi } from '@tanstack/react-router';
import { useListSearch } from '../../../lib/use-list-search';

// The server-side table's state lives in the URL (validated by the route); this only reads and
// writes it.
const route = getRouteApi('/_app/datatables/advance');

/** The server-side table's search params and a setter; a change of all but the page goes to page 1. */
export const useDatatablesSearch = () => useListSearch(route.useSearch(), route.useNavigate());

export type DatatablesSearch = ReturnType<typeof useDatatablesSearch>[0];
