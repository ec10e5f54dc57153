import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './http';

/** What a write says about the cache, in its `meta`; read once for every write (see below). */
// A type, not an interface: TanStack Query takes a meta type only if it is a Record<string, unknown>.
export type WriteMeta = {
  /**
   * Query keys (or their prefixes) that load again once the write is over, whether it succeeded
   * or failed: a failure (a 404, a conflict) may mean someone else changed the data, and the
   * screen should show the server's truth. The write settles after they have loaded.
   */
  invalidates?: readonly QueryKey[];
  /** Query keys that load again only after the write succeeded. */
  invalidatesOnSuccess?: readonly QueryKey[];
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

const reload = (client: QueryClient, keys: readonly QueryKey[] = []) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/**
 * Server state lives only here. A 4xx will not change on retry; other failures get one more try.
 * What reloads after a write is said by the write itself (`meta`), and done here.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        reload(client, mutation.meta?.invalidatesOnSuccess),
      onSettled: (_data, _error, _variables, _context, mutation) =>
        reload(client, mutation.meta?.invalidates),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
      },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
