import { Anchor, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { BlogComment } from '@beacon/contract/blog';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { UserAvatar } from '../../../components/user-avatar';
import { blogCommentsQuery } from '../blog.queries';
import { useFormatDay } from '../use-format-day';

function CommentItem({ comment }: { comment: BlogComment }) {
  const formatDay = useFormatDay();
  const name = comment.website ? (
    <Anchor
      href={comment.website}
      target="_blank"
      rel="nofollow ugc noopener noreferrer"
      fw={600}
      size="sm"
    >
      {comment.userFullName}
    </Anchor>
  ) : (
    <Text fw={600} size="sm">
      {comment.userFullName}
    </Text>
  );
  return (
    <Card component="li" padding="md">
      <Group gap="md" align="flex-start" wrap="nowrap">
        <UserAvatar name={comment.userFullName} src={comment.avatar} size={38} decorative />
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            {name}
            <Text size="xs" c="dimmed">
              <time dateTime={comment.createdAt}>{formatDay(comment.createdAt)}</time>
            </Text>
          </Group>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-line', unicodeBidi: 'plaintext', overflowWrap: 'anywhere' }}
          >
            {comment.commentText}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** A post's comments, the newest first, ten at a time. */
export function CommentThread({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const thread = useInfiniteQuery(blogCommentsQuery(postId));
  if (thread.isError && !thread.data)
    return (
      <QueryErrorAlert
        message={t('blog.comments.loadFailed')}
        onRetry={() => void thread.refetch()}
        retrying={thread.isFetching}
      />
    );
  if (!thread.data)
    return (
      <Stack gap="sm" aria-busy>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </Stack>
    );
  const comments = thread.data.pages.flatMap((page) => page.comments);
  const total = thread.data.pages[0]?.total ?? 0;
  if (comments.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('blog.comments.none')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('blog.comments.listLabel')}
      >
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </Stack>
      {thread.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={thread.isFetchingNextPage}
            onClick={() => void thread.fetchNextPage()}
          >
            {t('blog.comments.more', { shown: comments.length, total })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
