import { Avatar, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconMessageCircle, IconShare } from '@tabler/icons-react';
import type { ProfilePost } from '@beacon/contract/pages';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { usePageFormat } from '../use-page-format';
import classes from './profile.module.css';

function Stat({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{label}</Text>
    </Group>
  );
}

/** One post of the feed: author, time, text, picture, likes with a few likers, and comments. */
export function PostCard({ post }: { post: ProfilePost }) {
  const { t } = useTranslation();
  const format = usePageFormat();
  const shown = post.likedUsers.slice(0, 4);
  const others = Math.max(0, post.likedCount - shown.length);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={post.username}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={post.username} src={post.avatar} decorative />
          <Stack gap={0}>
            <Text fw={600}>{post.username}</Text>
            <Text size="xs" c="dimmed" component="time" dateTime={post.postTime}>
              {format.dateTime(post.postTime)}
            </Text>
          </Stack>
        </Group>
        <Text>
          <bdi>{post.postText}</bdi>
        </Text>
        {post.postImg && (
          <Image
            src={post.postImg}
            alt={t('pages.profile.postImageAlt', { name: post.username })}
            className={classes.postImage}
          />
        )}
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Stat
              icon={
                post.youLiked ? (
                  <IconHeartFilled size={18} color="var(--mantine-color-red-7)" aria-hidden />
                ) : (
                  <IconHeart size={18} aria-hidden />
                )
              }
              label={t('pages.profile.likes', {
                count: post.likes,
                formatted: format.compact(post.likes),
              })}
            />
            <Avatar.Group spacing="sm" aria-hidden>
              {shown.map((person) => (
                <UserAvatar
                  key={person.username}
                  name={person.username}
                  src={person.avatar}
                  size="sm"
                  decorative
                />
              ))}
            </Avatar.Group>
            {others > 0 && (
              <Text size="sm" c="dimmed">
                {t('pages.profile.moreLikers', { count: others, formatted: format.number(others) })}
              </Text>
            )}
          </Group>
          <Group gap="md" wrap="nowrap">
            <Stat
              icon={<IconMessageCircle size={18} aria-hidden />}
              label={t('pages.profile.comments', {
                count: post.comments,
                formatted: format.compact(post.comments),
              })}
            />
            <Stat
              icon={<IconShare size={18} aria-hidden />}
              label={t('pages.profile.shares', {
                count: post.share,
                formatted: format.compact(post.share),
              })}
            />
          </Group>
        </Group>
        {post.detailedComments.length > 0 && (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {post.detailedComments.map((comment) => (
              <Group key={comment.comment} component="li" gap="sm" align="flex-start" wrap="nowrap">
                <UserAvatar name={comment.username} src={comment.avatar} size="sm" decorative />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Text size="sm" fw={600}>
                    {comment.username}
                  </Text>
                  <Text size="sm">
                    <bdi>{comment.comment}</bdi>
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('pages.profile.likes', {
                      count: comment.commentsLikes,
                      formatted: format.number(comment.commentsLikes),
                    })}
                  </Text>
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
