import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type { OutboxListQuery } from '@beacon/contract/outbox';
import { api, unwrap } from '../../lib/http';

/** Every key starts with the module id. */
export const outboxKeys = {
  all: ['outbox'] as const,
  lists: () => [...outboxKeys.all, 'list'] as const,
  list: (query: OutboxListQuery) => [...outboxKeys.lists(), query] as const,
  mail: (id: number) => [...outboxKeys.all, 'mail', id] as const,
  demo: (to: string) => [...outboxKeys.all, 'demo', to] as const,
};

/**
 * One page of kept mail. Anything can send mail at any time, so it loads again whenever the page
 * is opened; the previous page stays on screen (dimmed) while the next one loads.
 */
export const outboxListQuery = (query: OutboxListQuery) =>
  queryOptions({
    queryKey: outboxKeys.list(query),
    queryFn: ({ signal }) => unwrap(api.GET('/api/outbox', { params: { query }, signal })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** One mail, whole; a kept mail never changes, so once read it stays. */
export const outboxMailQuery = (id: number) =>
  queryOptions({
    queryKey: outboxKeys.mail(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/outbox/{id}', { params: { path: { id } }, signal })),
    staleTime: Infinity,
  });

/** A demo's mail to one address, for a signed-out visitor. */
export const demoOutboxQuery = (to: string) =>
  queryOptions({
    queryKey: outboxKeys.demo(to),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/outbox/demo', { params: { query: { to } }, signal })),
    staleTime: 0,
  });

export function useEmptyOutbox() {
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/outbox')),
    meta: { invalidates: [outboxKeys.all] },
  });
}
