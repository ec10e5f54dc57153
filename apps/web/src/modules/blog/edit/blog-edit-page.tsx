import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { BlogEdit } from '@beacon/contract/blog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { LoadedPage } from '../../../components/loaded-page';
import { ApiError } from '../../../lib/http';
import { blogEditQuery } from '../blog.queries';
import { BlogNotFound } from '../blog-not-found';
import { ButtonLink } from '../links';
import { parsePostId } from '../post-id';
import { PostForm } from './post-form';
import { postFormValues } from './post-form-values';

const route = getRouteApi('/_app/pages/blog/edit/$id');

/** `/pages/blog/edit/$id`. An id that cannot name a post is not found without a request. */
export function BlogEditPage() {
  const { id } = route.useParams();
  const numeric = parsePostId(id);
  return numeric > 0 ? <EditPost key={numeric} id={numeric} /> : <BlogNotFound id={id} />;
}

function EditPost({ id }: { id: number }) {
  const { t } = useTranslation();
  const post = useQuery(blogEditQuery(id));
  const error = post.error;
  if (error instanceof ApiError && [400, 404].includes(error.status))
    return <BlogNotFound id={String(id)} />;
  const title = t('blog.edit.editTitle');
  if (error instanceof ApiError && error.status === 403)
    return (
      <Stack gap="lg">
        <PageHeader title={title} />
        <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('blog.errors.notYourPost')}</Text>
            <ButtonLink
              to="/pages/blog/detail/$id"
              params={{ id: String(id) }}
              variant="default"
              size="xs"
            >
              {t('blog.edit.backToPost')}
            </ButtonLink>
          </Stack>
        </Alert>
      </Stack>
    );
  return (
    <LoadedPage
      title={title}
      query={post}
      loadFailed={t('blog.edit.loadFailed')}
      skeletonHeight={720}
    >
      {(data) => <LoadedForm post={data} />}
    </LoadedPage>
  );
}

/** The form takes the post once: a refetch after a failed save must not undo what was typed. */
function LoadedForm({ post }: { post: BlogEdit }) {
  const [initialValues] = useState(() => postFormValues(post));
  return (
    <PostForm
      id={post.id}
      initialValues={initialValues}
      author={{ name: post.userFullName, avatar: post.avatar, createdAt: post.createdAt }}
    />
  );
}
