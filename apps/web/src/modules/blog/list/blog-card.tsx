import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { BlogCard as BlogCardData } from '@beacon/contract/blog';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/anchor-link';
import { usePageAlign } from '../../../lib/format';
import { AuthorLine } from '../author-line';
import { PostImage } from '../post-image';
import { StatusBadge } from '../status-badge';
import { TagBadges } from '../tag-badges';

/** One post in the list: image, title, author and date, tags, excerpt, links. */
export function BlogCard({ post }: { post: BlogCardData }) {
  const { t } = useTranslation();
  const align = usePageAlign();
  const params = { id: String(post.id) };
  return (
    <Card component="article" padding="lg" aria-labelledby={`blog-card-${post.id}`}>
      <Card.Section>
        {/* The title links to the post too: the image is a mouse shortcut, hidden from the rest. */}
        <Link to="/pages/blog/detail/$id" params={params} tabIndex={-1} aria-hidden>
          <PostImage src={post.img} height={200} />
        </Link>
      </Card.Section>
      <Stack gap="sm" mt="md" flex={1}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="h4" id={`blog-card-${post.id}`} lineClamp={2} dir="auto" ta={align}>
            <AnchorLink
              to="/pages/blog/detail/$id"
              params={params}
              c="var(--mantine-color-text)"
              inherit
            >
              {post.title}
            </AnchorLink>
          </Title>
          <StatusBadge status={post.status} />
        </Group>
        <AuthorLine name={post.userFullName} avatar={post.avatar} date={post.postedAt} />
        <TagBadges tags={post.tags} />
        <Text size="sm" c="dimmed" lineClamp={3} style={{ unicodeBidi: 'plaintext' }}>
          {post.excerpt}
        </Text>
      </Stack>
      <Divider my="md" />
      <Group justify="space-between" gap="xs">
        <AnchorLink
          to="/pages/blog/detail/$id"
          params={params}
          hash="comments"
          size="sm"
          c="var(--mantine-color-text)"
        >
          <Group gap={6} wrap="nowrap">
            <IconMessage size={16} aria-hidden />
            {t('blog.commentsCount', { count: post.comment })}
          </Group>
        </AnchorLink>
        <AnchorLink
          to="/pages/blog/detail/$id"
          params={params}
          size="sm"
          fw={600}
          aria-label={t('blog.readMoreAbout', { title: post.title })}
        >
          {t('blog.readMore')}
        </AnchorLink>
      </Group>
    </Card>
  );
}
