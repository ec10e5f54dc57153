import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from './page-header';
import { QueryErrorAlert } from './query-error-alert';

interface LoadedPageProps<T> {
  title: string;
  /** The page's query, as TanStack Query gives it. */
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** What could not be loaded, for the alert. */
  loadFailed: string;
  /** The height of the placeholder while the data loads, about that of what it stands for. */
  skeletonHeight: number;
  children: (data: T) => ReactNode;
}

/**
 * A page of one query under its header: the content once the data is in, a placeholder before,
 * and an alert with Retry when the load failed.
 */
export function LoadedPage<T>({
  title,
  query,
  loadFailed,
  skeletonHeight,
  children,
}: LoadedPageProps<T>) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      {query.isError ? (
        <QueryErrorAlert
          message={loadFailed}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data === undefined ? (
        <Skeleton height={skeletonHeight} radius="md" />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}
