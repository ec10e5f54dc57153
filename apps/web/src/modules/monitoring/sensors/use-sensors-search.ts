import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The list's state lives in the URL (validated by the route); this only reads and writes it.
const route = getRouteApi('/_app/apps/sensors');

export type SensorsSearch = ReturnType<typeof route.useSearch>;

/** The sensors screen's search, zone and "show retired", and a setter that replaces or pushes. */
export function useSensorsSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<SensorsSearch>, options: { replace?: boolean } = {}) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace }),
    [navigate],
  );
  return [search, update] as const;
}
