import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The list's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/permissions');

export type PermissionsSearch = ReturnType<typeof route.useSearch>;

/**
 * The permissions list's search params and a setter. A change of role, search or page size starts
 * again at page 1; `replace` keeps typing out of the history.
 */
export function usePermissionsSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<PermissionsSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev) => ({ ...prev, ...('page' in patch ? {} : { page: 1 }), ...patch }),
        replace: options.replace,
      }),
    [navigate],
  );
  return [search, update] as const;
}
