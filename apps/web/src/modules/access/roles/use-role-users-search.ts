import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The users table's state lives in the URL (validated by the route); this only reads and writes it.
const route = getRouteApi('/_app/apps/roles');

export type RoleUsersSearch = ReturnType<typeof route.useSearch>;

/**
 * The roles page's users-table params and a setter. A change of filter or search starts again at
 * page 1; `replace` keeps typing out of the history.
 */
export function useRoleUsersSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<RoleUsersSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev) => ({ ...prev, ...('page' in patch ? {} : { page: 1 }), ...patch }),
        replace: options.replace,
        // The table sits under the cards: a new page of it should not jump to the top.
        resetScroll: false,
      }),
    [navigate],
  );
  return [search, update] as const;
}
