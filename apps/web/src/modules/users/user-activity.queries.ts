import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/http';

/**
 * A users-list entry's activity (the newest audit entries about it or by its account). Its key
 * sits beside users.queries.ts's under the module id; every write anywhere may add to it, so it
 * loads again whenever the view opens.
 */
export const userActivityQuery = (id: number) =>
  queryOptions({
    queryKey: ['users', 'activity', id] as const,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/users/activity', { params: { query: { id } }, signal })),
    select: (reply) => reply.entries,
    staleTime: 0,
  });
