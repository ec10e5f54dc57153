import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The list's state lives in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/pages/blog/list');

export type BlogSearch = ReturnType<typeof route.useSearch>;

/** The list's search params and a setter: a new search or tag starts again at page 1. */
export function useBlogSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<BlogSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev) => ({ ...prev, ...('page' in patch ? {} : { page: 1 }), ...patch }),
        replace: options.replace,
      }),
    [navigate],
  );
  return [search, update] as const;
}
