import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The calendar's state lives in the URL (validated by the route); this only reads and writes it.
const route = getRouteApi('/_app/apps/calendar');

export type CalendarSearch = ReturnType<typeof route.useSearch>;

/** The calendar's search params and a setter; `replace` keeps paging through months out of history. */
export function useCalendarSearch() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<CalendarSearch>, options: { replace?: boolean } = {}) => {
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace });
    },
    [navigate],
  );
  return [search, update] as const;
}
