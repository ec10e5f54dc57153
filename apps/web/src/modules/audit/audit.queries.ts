import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditListQuery } from '@beacon/contract/audit';
import { api, unwrap } from '../../lib/http';

/** Every key starts with the module id. The log has no writes of its own to invalidate them. */
export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (query: AuditListQuery) => [...auditKeys.lists(), query] as const,
  actors: () => [...auditKeys.all, 'actors'] as const,
};

/**
 * One page of the log. Every write anywhere adds to it, so it is never fresh for long: it loads
 * again whenever the page is opened or the window comes back into focus. The previous page stays
 * on screen (dimmed) while the next one loads.
 */
export const auditListQuery = (query: AuditListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/audit', { params: { query }, signal })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The accounts that appear in the log, for the "who" filter. */
export const auditActorsQuery = () =>
  queryOptions({
    queryKey: auditKeys.actors(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/audit/actors', { signal })),
    select: (reply) => reply.actors,
  });
