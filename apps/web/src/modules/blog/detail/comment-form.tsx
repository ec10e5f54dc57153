import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { blogCommentMax, blogNameMax, blogWebsiteMax } from '@beacon/contract/blog-values';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { useAddComment } from '../blog.queries';
import { showServerErrors } from '../../../lib/form-errors';
import { blogServerErrors, failureReason } from '../server-messages';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const websitePattern = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const fields = ['name', 'email', 'website', 'comment'] as const;

/** "Leave a Comment": name and e-mail start as the signed-in user's; the comment is required. */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const user = useSession((state) => state.userData);
  const add = useAddComment();
  const form = useForm({
    initialValues: {
      name: user?.fullName || user?.username || '',
      email: user?.email ?? '',
      website: '',
      comment: '',
    },
    validate: {
      name: (value) =>
        !value.trim()
          ? t('blog.errors.nameRequired')
          : value.trim().length > blogNameMax
            ? t('blog.errors.nameTooLong')
            : null,
      email: (value) => (emailPattern.test(value.trim()) ? null : t('blog.errors.emailInvalid')),
      website: (value) =>
        !value.trim() ||
        (websitePattern.test(value.trim()) && value.trim().length <= blogWebsiteMax)
          ? null
          : t('blog.errors.websiteInvalid'),
      comment: (value) =>
        !value.trim()
          ? t('blog.errors.commentRequired')
          : value.trim().length > blogCommentMax
            ? t('blog.errors.commentTooLong')
            : null,
    },
  });

  const submit = form.onSubmit(
    (values) =>
      add.mutate(
        {
          id: postId,
          name: values.name.trim(),
          email: values.email.trim(),
          website: values.website.trim(),
          comment: values.comment.trim(),
        },
        {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('blog.comments.posted') });
            form.setFieldValue('comment', '');
            form.resetTouched();
          },
          onError: (error) => {
            const own = (name: string) => fields.find((field) => field === name);
            const options = { ...blogServerErrors(t, own), focus: fields };
            if (showServerErrors(error, form, options)) return;
            notifications.show({
              color: 'red',
              title: t('blog.comments.failed'),
              message: failureReason(error, t, t('blog.comments.failedMessage')),
            });
          },
        },
      ),
    (errors) => {
      const first = fields.find((field) => Boolean(errors[field]));
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="blog-leave-comment">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('blog.comments.name')}
            withAsterisk
            autoComplete="name"
            maxLength={blogNameMax}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('blog.comments.email')}
            type="email"
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t('blog.comments.website')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          maxLength={blogWebsiteMax}
          {...form.getInputProps('website')}
        />
        <Textarea
          label={t('blog.comments.comment')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={blogCommentMax}
          {...form.getInputProps('comment')}
        />
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('blog.comments.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
