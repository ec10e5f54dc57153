import { Card, Grid, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/http';
import { blogDetailQuery } from '../blog.queries';
import { BlogNotFound } from '../blog-not-found';
import { BlogSidebar } from '../blog-sidebar';
import { parsePostId } from '../post-id';
import { SidebarSearchForm } from '../sidebar-search-form';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import { PostArticle } from './post-article';

const route = getRouteApi('/_app/pages/blog/detail/$id');

/** `/pages/blog/detail/$id`: an id that cannot name a post is not found without a request. */
export function BlogDetailPage() {
  const { id } = route.useParams();
  const numeric = parsePostId(id);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        {numeric > 0 ? <PostView key={numeric} id={numeric} /> : <BlogNotFound id={id} />}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <BlogSidebar search={<SidebarSearchForm />} />
      </Grid.Col>
    </Grid>
  );
}

function PostView({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useQuery(blogDetailQuery(id));
  if (detail.error instanceof ApiError && [400, 404].includes(detail.error.status))
    return <BlogNotFound id={String(id)} />;
  if (detail.isError)
    return (
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('blog.detail.title')}
        </Title>
        <QueryErrorAlert
          message={t('blog.detail.loadFailed')}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </Stack>
    );
  if (!detail.data)
    return (
      <Stack gap="lg" aria-busy>
        <Skeleton height={560} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  const post = detail.data.blog;
  return (
    <Stack gap="xl">
      <PostArticle post={post} />
      <section id="comments" aria-labelledby="blog-comments-title">
        <Title order={2} fz="h3" mb="md" id="blog-comments-title">
          {t('blog.comments.title')}
        </Title>
        <CommentThread postId={post.id} />
      </section>
      <Card padding="lg" component="section" aria-labelledby="blog-leave-comment">
        <Title order={2} fz="h3" mb="md" id="blog-leave-comment">
          {t('blog.comments.leave')}
        </Title>
        <CommentForm postId={post.id} />
      </Card>
    </Stack>
  );
}
