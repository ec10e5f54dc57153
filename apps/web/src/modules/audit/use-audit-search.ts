import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

// The log's filters live in the URL (validated by the route); this module only reads and writes it.
const route = getRouteApi('/_app/apps/audit');

/** The URL's search, as the route's schema made it. */
const useSearchParams = () => route.useSearch();
export type AuditSearch = ReturnType<typeof useSearchParams>;

/** The filters of the log, without paging: what "Clear filters" removes. */
export const auditFilterKeys = ['actor', 'resource', 'resourceId', 'action', 'from', 'to'] as const;

export const hasFilters = (search: AuditSearch) =>
  auditFilterKeys.some((key) => search[key] !== undefined);

/**
 * The audit log's search params and a setter. A filter set to undefined leaves the URL; any change
 * but a page turn starts again at the first page (no cursor: one names a place in another list);
 * `replace` keeps typing out of the history.
 */
export function useAuditSearch() {
  const search = useSearchParams();
  const navigate = route.useNavigate();
  const update = useCallback(
    (patch: Partial<AuditSearch>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev) => ({
          ...prev,
          ...('page' in patch || 'cursor' in patch ? {} : { page: undefined }),
          ...('cursor' in patch ? {} : { cursor: undefined }),
          ...patch,
        }),
        replace: options.replace,
      }),
    [navigate],
  );
  return [search, update] as const;
}
