import { notifications } from '@mantine/notifications';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookmarksReply, MainSearchReply, SearchPage } from '@beacon/contract/search';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../lib/http';
import { usePageTitle } from './page-title';

/** Every key starts with the module id, so one invalidation reaches all of the module's views. */
export const searchKeys = {
  all: ['search'] as const,
  main: (q: string) => [...searchKeys.all, 'main', q] as const,
  bookmarks: () => [...searchKeys.all, 'bookmarks'] as const,
};

type SearchGroups = MainSearchReply['searchArr'];

/**
 * The groups in the order the route declares (pages, files, contacts, monitoring): the typed client's reply
 * keeps them as a list of any group.
 */
function inOrder(groups: SearchGroups[number][]): SearchGroups {
  const pages = groups.find((group) => group.groupTitle === 'Pages');
  const files = groups.find((group) => group.groupTitle === 'Files');
  const contacts = groups.find((group) => group.groupTitle === 'Contacts');
  const monitoring = groups.find((group) => group.groupTitle === 'Temp Monitoring');
  if (!pages || !files || !contacts || !monitoring)
    throw new Error('The quick search answered without a group');
  return [pages, files, contacts, monitoring];
}

/**
 * The quick search's groups. Without `q`: every page and the first few files and contacts; with
 * it, the server's matches (the palette matches pages itself, on their translated titles).
 */
export const mainSearchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.main(q),
    queryFn: async ({ signal }) => {
      const reply = await unwrap(
        api.GET('/api/main-search/data', { params: { query: { q } }, signal }),
      );
      return { searchArr: inOrder(reply.searchArr) };
    },
    // The previous answer stays while the next query's is on its way, so the list does not flash.
    placeholderData: keepPreviousData,
  });

export const bookmarksQuery = queryOptions({
  queryKey: searchKeys.bookmarks(),
  queryFn: ({ signal }) => unwrap(api.GET('/api/bookmarks/data', { signal })),
});

/** The reply as it is once `id` is toggled: its star flips, and it joins or leaves the bookmarks. */
export function toggled(reply: BookmarksReply, id: number): BookmarksReply {
  const suggestions = reply.suggestions.map((page) =>
    page.id === id ? { ...page, isBookmarked: !page.isBookmarked } : page,
  );
  const page = suggestions.find((entry) => entry.id === id);
  const others = reply.bookmarks.filter((entry) => entry.id !== id);
  // In the suggestions' order, as the server lists them after a reload.
  const order = new Map(suggestions.map((entry, index) => [entry.id, index]));
  const bookmarks = page?.isBookmarked
    ? [...others, page].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    : others;
  return { suggestions, bookmarks };
}

/**
 * Toggles a bookmark at once on screen (navbar and dropdown), then on the server; a failure puts
 * the star back and says so in a toast.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const titleOf = usePageTitle();
  return useMutation({
    mutationKey: [...searchKeys.all, 'toggle'],
    mutationFn: (page: SearchPage) =>
      unwrap(api.POST('/api/bookmarks/update', { body: { id: page.id } })),
    onMutate: async (page) => {
      await queryClient.cancelQueries({ queryKey: searchKeys.bookmarks() });
      const before = queryClient.getQueryData(bookmarksQuery.queryKey);
      if (before) queryClient.setQueryData(bookmarksQuery.queryKey, toggled(before, page.id));
      return { before };
    },
    onError: (_error, page, context) => {
      if (context?.before) queryClient.setQueryData(bookmarksQuery.queryKey, context.before);
      notifications.show({
        color: 'red',
        title: t('search.bookmarks.failed'),
        message: t('search.bookmarks.failedMessage', { title: titleOf(page) }),
      });
    },
    // Reloaded once the last of quick toggles has settled: an earlier reply would undo a later star.
    onSettled: () =>
      queryClient.isMutating({ mutationKey: [...searchKeys.all, 'toggle'] }) === 1
        ? queryClient.invalidateQueries({ queryKey: searchKeys.all })
        : undefined,
  });
}
