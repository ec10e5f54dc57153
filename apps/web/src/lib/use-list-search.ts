import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';

/** A route's navigation, as far as a list's setter uses it. */
type Navigate<S> = (options: { search: (prev: S) => S; replace?: boolean }) => Promise<void>;

/**
 * A setter for a list's state, which lives in the URL (`search`, validated by the route). A change
 * of anything but the page (a filter, the search, the sort, the page size) starts again at page
 * 1 and drops the cursor of a list paged by cursor, as a cursor names a place in the rows it was
 * read from; `replace` keeps typing out of the history.
 */
export function useListSearch<S extends { page?: number; cursor?: string }>(
  search: S,
  navigate: Navigate<S>,
) {
  const update = useCallback(
    (patch: Partial<S>, options: { replace?: boolean } = {}) =>
      void navigate({
        search: (prev) => ({
          ...prev,
          ...('page' in patch || 'cursor' in patch ? {} : { page: 1, cursor: undefined }),
          ...patch,
        }),
        replace: options.replace,
      }),
    [navigate],
  );
  return [search, update] as const;
}

/**
 * Takes a list showing a page past its end (its last rows deleted, an old link) to its last page,
 * once the answer for that page is in. Gives the number of pages (1 for none).
 */
export function useLastPageAtMost(
  list: { isSuccess: boolean; isPlaceholderData: boolean },
  { page, perPage, total }: { page: number; perPage: number; total: number },
  update: (patch: { page: number }, options: { replace: boolean }) => void,
) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);
  return lastPage;
}

/**
 * A setter for the search of a screen whose path holds more of its state (a mail folder, a task
 * filter): the navigation stays on the current path. `replace` keeps typing out of the history.
 */
export function useSearchHere<S>() {
  // Not a route's own navigate: that one resolves from the route's path and would drop the rest.
  const navigate = useNavigate();
  return useCallback(
    (patch: Partial<S>, options: { replace?: boolean } = {}) =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, ...patch }),
        replace: options.replace,
      }),
    [navigate],
  );
}
