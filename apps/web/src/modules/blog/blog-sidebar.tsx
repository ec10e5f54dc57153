import { Group, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../components/anchor-link';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useFormats, usePageAlign } from '../../lib/format';
import { blogSidebarQuery } from './blog.queries';
import { CategoryIcon } from './category-icon';
import { UnstyledLink } from './links';
import { PostImage } from './post-image';
import { tagColors } from './tag-badges';
import { useFormatDay } from './use-format-day';
import classes from './blog.module.css';

interface BlogSidebarProps {
  /** The search box: bound to the list's URL on the list, a form that opens the list elsewhere. */
  search: ReactNode;
  /** The category the list shows now, marked as current. */
  activeTag?: string;
}

/** The blog's sidebar: search, the four newest posts, the five categories. */
export function BlogSidebar({ search, activeTag }: BlogSidebarProps) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const { number } = useFormats();
  const align = usePageAlign();
  const sidebar = useQuery(blogSidebarQuery());
  return (
    <Stack gap="lg" component="aside" aria-label={t('blog.sidebar.label')}>
      {search}
      {sidebar.isError && (
        <QueryErrorAlert
          message={t('blog.sidebar.loadFailed')}
          onRetry={() => void sidebar.refetch()}
          retrying={sidebar.isFetching}
        />
      )}
      <section aria-labelledby="blog-recent-posts">
        <Title order={2} fz="h4" mb="sm" id="blog-recent-posts">
          {t('blog.sidebar.recentPosts')}
        </Title>
        <Stack gap="sm">
          {sidebar.data
            ? sidebar.data.recentPosts.map((post) => (
                <Group key={post.id} gap="sm" wrap="nowrap" align="flex-start">
                  <AnchorLink
                    to="/pages/blog/detail/$id"
                    params={{ id: String(post.id) }}
                    tabIndex={-1}
                    aria-hidden
                    style={{ flex: 'none' }}
                  >
                    <PostImage src={post.img} height={62} radius="sm" />
                  </AnchorLink>
                  <Stack gap={2} miw={0}>
                    <AnchorLink
                      to="/pages/blog/detail/$id"
                      params={{ id: String(post.id) }}
                      fw={500}
                      size="sm"
                      c="var(--mantine-color-text)"
                      lineClamp={2}
                      // Its own direction: a clamped English title in Arabic loses its end, and
                      // its full stop stays at the end.
                      dir="auto"
                      ta={align}
                    >
                      {post.title}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      <time dateTime={post.createdAt}>{formatDay(post.createdAt)}</time>
                    </Text>
                  </Stack>
                </Group>
              ))
            : !sidebar.isError &&
              Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={62} radius="sm" />)}
        </Stack>
      </section>
      <section aria-labelledby="blog-categories">
        <Title order={2} fz="h4" mb="sm" id="blog-categories">
          {t('blog.sidebar.categories')}
        </Title>
        <Stack gap={6}>
          {sidebar.data
            ? sidebar.data.categories.map(({ category, icon, count }) => (
                <UnstyledLink
                  key={category}
                  to="/pages/blog/list"
                  search={{ tag: category }}
                  className={classes.category}
                  aria-current={activeTag === category ? 'page' : undefined}
                >
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" color={tagColors[category]} radius="md" size="lg">
                      <CategoryIcon name={icon} />
                    </ThemeIcon>
                    <Text size="sm" fw={500} flex={1}>
                      {t(`blog.tags.${category}`)}
                    </Text>
                    <Text size="xs" c="dimmed" aria-hidden>
                      {number(count)}
                    </Text>
                    <VisuallyHidden>{t('blog.sidebar.count', { count })}</VisuallyHidden>
                  </Group>
                </UnstyledLink>
              ))
            : !sidebar.isError &&
              Array.from({ length: 5 }, (_, i) => <Skeleton key={i} height={34} radius="sm" />)}
        </Stack>
      </section>
    </Stack>
  );
}
