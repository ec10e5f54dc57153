import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useSession } from '../../../lib/session';
import { PostForm } from './post-form';
import { emptyPost } from './post-form-values';

/** `/pages/blog/new`: a post by the signed-in user, a draft unless another status is chosen. */
export function BlogNewPage() {
  const { t } = useTranslation();
  const user = useSession((state) => state.userData);
  return (
    <Stack gap="lg">
      <PageHeader title={t('blog.edit.newTitle')} />
      <PostForm
        initialValues={emptyPost}
        author={{ name: user?.fullName || user?.username || '', avatar: user?.avatar ?? '' }}
      />
    </Stack>
  );
}
