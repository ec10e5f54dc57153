import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

const route = getRouteApi('/_app/apps/audit');

/** Removes every filter from the URL, keeping the page size: the whole log, from its first page. */
export function useClearAuditFilters() {
  const navigate = route.useNavigate();
  return useCallback(
    () => void navigate({ search: (prev) => ({ perPage: prev.perPage }) }),
    [navigate],
  );
}
