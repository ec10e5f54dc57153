import {
  Button,
  Card,
  CloseButton,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { blogPageSize } from '@beacon/contract/blog-values';
import { useTranslation } from 'react-i18next';
import { Can } from '@casl/react';
import { PageHeader } from '../../../components/page-header';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { blogListQuery } from '../blog.queries';
import { BlogSidebar } from '../blog-sidebar';
import { ButtonLink } from '../links';
import { BlogCard } from './blog-card';
import { BlogSearchInput } from './blog-search-input';
import { useBlogSearch } from './use-blog-search';
import { ListPages } from '../../../components/labelled-pagination';
import { useLastPageAtMost } from '../../../lib/use-list-search';

const gridCols = { base: 1, '600px': 2 } as const;

/**
 * `/pages/blog/list`: the posts the URL's search, tag and page select, newest first, with the
 * sidebar (search, recent posts, categories) at the end side.
 */
export function BlogListPage() {
  const { t } = useTranslation();
  const [search, update] = useBlogSearch();
  const { q, tag, page } = search;
  const list = useQuery(blogListQuery({ q, tag, page, perPage: blogPageSize }));

  const total = list.data?.total;
  const pages = useLastPageAtMost(list, { page, perPage: blogPageSize, total: total ?? 0 }, update);

  const posts = list.data?.posts;
  const filtered = q !== '' || tag !== undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('blog.list.title')}
        actions={
          <Can I="create" a="Page">
            <ButtonLink to="/pages/blog/new" leftSection={<IconPlus size={16} aria-hidden />}>
              {t('blog.list.newPost')}
            </ButtonLink>
          </Can>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            {tag && (
              <Group gap="xs">
                <Text size="sm">{t('blog.list.taggedWith', { tag: t(`blog.tags.${tag}`) })}</Text>
                <CloseButton
                  size="sm"
                  aria-label={t('blog.list.clearTag')}
                  onClick={() => update({ tag: undefined })}
                />
              </Group>
            )}
            {list.isError && (
              <QueryErrorAlert
                message={t('blog.list.loadFailed')}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            )}
            {!posts && !list.isError && (
              <SimpleGrid type="container" cols={gridCols} spacing="lg" aria-busy>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} height={460} radius="md" />
                ))}
              </SimpleGrid>
            )}
            {posts?.length === 0 && (
              <Card padding="xl">
                <Stack align="center" gap="xs" ta="center">
                  <IconMoodEmpty size={40} stroke={1.5} aria-hidden />
                  <Title order={2} fz="h3">
                    {t(filtered ? 'blog.list.noResults' : 'blog.list.empty')}
                  </Title>
                  {filtered && (
                    <Button variant="default" onClick={() => update({ q: '', tag: undefined })}>
                      {t('blog.list.clearFilters')}
                    </Button>
                  )}
                </Stack>
              </Card>
            )}
            {posts && posts.length > 0 && (
              <SimpleGrid type="container" cols={gridCols} spacing="lg">
                {posts.map((post) => (
                  <BlogCard key={post.id} post={post} />
                ))}
              </SimpleGrid>
            )}
            <ListPages total={pages} value={page} onChange={(next) => update({ page: next })} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <BlogSidebar search={<BlogSearchInput />} activeTag={tag} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
