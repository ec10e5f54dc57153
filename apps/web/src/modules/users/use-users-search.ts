import { getRouteApi } from '@tanstack/react-router';
import { useListSearch } from '../../lib/use-list-search';

// The list's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/user/list');

/**
 * The users list's search params and a setter. A change of anything but the page (a filter, the
 * search, the sort, the page size) goes back to the first page: page 1, and no cursor, as a
 * cursor belongs to the rows it was read from.
 */
export function useUsersSearch() {
  return useListSearch(route.useSearch(), route.useNavigate());
}

export type UsersSearch = ReturnType<typeof useUsersSearch>[0];
