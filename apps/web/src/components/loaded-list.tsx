import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryErrorAlert } from './query-error-alert';

interface LoadedListProps {
  /** The list's query, as TanStack Query gives it. */
  query: { data: unknown; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** What could not be loaded, for the alert. */
  loadFailed: string;
  /** The table, which shows its own loader before the first page. */
  children: ReactNode;
}

/**
 * A list card's table under its toolbar. A failed load puts an alert with Retry above it; with no
 * page to show at all, the alert stands alone rather than a misleading "nothing found".
 */
export function LoadedList({ query, loadFailed, children }: LoadedListProps) {
  return (
    <>
      {query.isError && (
        <Stack p="md" pt={0}>
          <QueryErrorAlert
            message={loadFailed}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Stack>
      )}
      {!(query.isError && query.data === undefined) && children}
    </>
  );
}
