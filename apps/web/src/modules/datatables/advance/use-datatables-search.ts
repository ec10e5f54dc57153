import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The server-side table's state lives in the URL (validated by the route); this only reads and
// writes it.
const route = getRouteApi('/_app/datatables/advance');

export type DatatablesSearch = ReturnType<typeof route.useSearch>;

/**
 * The server-side table's search params and a setter. A change of search, sort or page size
 * starts again at page 1; `replace` keeps typing out of the history.
 */
export function useDatatablesSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<DatatablesSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev) => ({ ...prev, ...('page' in patch ? {} : { page: 1 }), ...patch }),
        replace: options.replace,
      }),
    [navigate],
  );
  return [search, update] as const;
}
