import { Anchor, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconBookmark, IconEdit, IconMessage } from '@tabler/icons-react';
import type { BlogPost } from '@beacon/contract/blog';
import { useTranslation } from 'react-i18next';
import { AuthorLine } from '../author-line';
import { ButtonLink } from '../links';
import { PostImage } from '../post-image';
import { StatusBadge } from '../status-badge';
import { TagBadges } from '../tag-badges';
import { PostContent } from './post-content';

/** The post itself: banner, title, author and date, tags, content, counts and the edit link. */
export function PostArticle({ post }: { post: BlogPost }) {
  const { t } = useTranslation();
  return (
    <Card component="article" padding="lg" aria-labelledby="blog-post-title">
      {post.img && (
        <Card.Section>
          <PostImage src={post.img} height={320} />
        </Card.Section>
      )}
      <Stack gap="md" mt={post.img ? 'lg' : 0}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1} fz="h2" id="blog-post-title" style={{ unicodeBidi: 'plaintext' }}>
            {post.title}
          </Title>
          <StatusBadge status={post.status} />
        </Group>
        <AuthorLine name={post.userFullName} avatar={post.avatar} date={post.createdAt} size="md" />
        <TagBadges tags={post.tags} />
        <PostContent content={post.content} />
      </Stack>
      <Divider my="lg" />
      <Group justify="space-between" gap="sm">
        <Group gap="lg">
          <Anchor href="#comments" size="sm" c="var(--mantine-color-text)">
            <Group gap={6} wrap="nowrap">
              <IconMessage size={18} aria-hidden />
              {t('blog.commentsCount', { count: post.comments })}
            </Group>
          </Anchor>
          <Group gap={6} wrap="nowrap">
            <IconBookmark size={18} aria-hidden />
            <Text size="sm">{t('blog.detail.bookmarks', { count: post.bookmarked })}</Text>
          </Group>
        </Group>
        {post.canEdit && (
          <ButtonLink
            to="/pages/blog/edit/$id"
            params={{ id: String(post.id) }}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('blog.detail.edit')}
          </ButtonLink>
        )}
      </Group>
    </Card>
  );
}
