import { Button, Center, Skeleton, Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { profilePostsQuery } from '../pages.queries';
import { PostCard } from './post-card';

/** The feed: a page of posts, and "Load more" while there are more (it goes when there are none). */
export function ProfileFeed() {
  const { t } = useTranslation();
  const feed = useInfiniteQuery(profilePostsQuery);
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  return (
    <Stack gap="lg" component="section" aria-label={t('pages.profile.feedLabel')}>
      {feed.isPending && [0, 1].map((n) => <Skeleton key={n} h={320} radius="md" />)}
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {feed.isError && (
        <QueryErrorAlert
          message={t('pages.profile.feedFailed')}
          onRetry={() => void (feed.data ? feed.fetchNextPage() : feed.refetch())}
          retrying={feed.isFetching}
        />
      )}
      {feed.hasNextPage && !feed.isError && (
        <Center>
          <Button
            variant="default"
            loading={feed.isFetchingNextPage}
            onClick={() => void feed.fetchNextPage()}
          >
            {t('pages.profile.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
