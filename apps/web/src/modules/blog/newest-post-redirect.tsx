import { Skeleton, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { ApiError } from '../../lib/http';
import { blogDetailQuery, blogKeys } from './blog.queries';
import { BlogNotFound } from './blog-not-found';

/**
 * `/pages/blog/detail` and `/pages/blog/edit` without an id: the newest published post (the API's
 * calls work without an id), at its own address once known.
 */
export function NewestPostRedirect({ to }: { to: 'detail' | 'edit' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const newest = useQuery(blogDetailQuery());
  const reply = newest.data;
  // The reply is that post's detail too: the page it opens needs no second request.
  useEffect(() => {
    if (reply) queryClient.setQueryData(blogKeys.detail(reply.blog.id), reply);
  }, [queryClient, reply]);

  if (reply)
    return (
      <Navigate
        to={to === 'detail' ? '/pages/blog/detail/$id' : '/pages/blog/edit/$id'}
        params={{ id: String(reply.blog.id) }}
        replace
      />
    );
  if (newest.error instanceof ApiError && newest.error.status === 404) return <BlogNotFound />;
  if (newest.isError)
    return (
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {t('blog.detail.title')}
        </Title>
        <QueryErrorAlert
          message={t('blog.detail.loadFailed')}
          onRetry={() => void newest.refetch()}
          retrying={newest.isFetching}
        />
      </Stack>
    );
  return <Skeleton height={560} radius="md" aria-busy />;
}

/** `/pages/blog/detail`: the newest post's page. */
export const NewestPostDetail = () => <NewestPostRedirect to="detail" />;
/** `/pages/blog/edit`: the newest post's edit page. */
export const NewestPostEdit = () => <NewestPostRedirect to="edit" />;
