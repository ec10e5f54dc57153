import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { PollVoteBody, ProfileReply } from '@beacon/contract/pages';
import { profilePostsPageSize } from '@beacon/contract/pages-values';
import { api, unwrap } from '../../lib/http';

/** Every key starts with the module id; pricing's holds the language the API wrote it in. */
export const pagesKeys = {
  all: ['pages'] as const,
  pricing: (language: string) => [...pagesKeys.all, 'pricing', language] as const,
  profile: () => [...pagesKeys.all, 'profile'] as const,
  posts: () => [...pagesKeys.all, 'profile', 'posts'] as const,
};

/** The plans in the reader's language (lib/http.ts sends it): switching language asks again. */
export const pricingQuery = (language: string) =>
  queryOptions({
    queryKey: pagesKeys.pricing(language),
    queryFn: ({ signal }) => unwrap(api.GET('/pricing/data', { signal })),
    // The plans stay on screen while they load in the next language.
    placeholderData: keepPreviousData,
  });

export const profileQuery = queryOptions({
  queryKey: pagesKeys.profile(),
  queryFn: ({ signal }) => unwrap(api.GET('/profile/data', { signal })),
});

/** The feed a page at a time; a page shorter than the page size, or the total reached, is the last. */
export const profilePostsQuery = infiniteQueryOptions({
  queryKey: pagesKeys.posts(),
  queryFn: ({ pageParam, signal }) =>
    unwrap(api.GET('/profile/data/posts', { params: { query: { page: pageParam } }, signal })),
  initialPageParam: 1,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.posts.length, 0);
    return last.posts.length < profilePostsPageSize || loaded >= last.total
      ? undefined
      : pages.length + 1;
  },
});

/** A vote answers with the poll's new counts: the profile shows them at once, without a refetch. */
export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PollVoteBody) => unwrap(api.POST('/profile/data/polls/vote', { body })),
    onSuccess: ({ poll }) =>
      queryClient.setQueryData<ProfileReply>(
        pagesKeys.profile(),
        (profile) =>
          profile && {
            ...profile,
            polls: profile.polls.map((p) => (p.id === poll.id ? poll : p)),
          },
      ),
  });
}
