import {
  Button,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import {
  type BlogStatus,
  blogExcerptMax,
  blogSlugMax,
  blogSlugPattern,
  blogStatuses,
  blogTags,
  blogTitleMax,
} from '@beacon/contract/blog-values';
import { slugify } from '@beacon/contract/blog-rules';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { useSavePost } from '../blog.queries';
import { showServerErrors } from '../../../lib/form-errors';
import { blogServerErrors, failureReason } from '../server-messages';
import { useFormatDay } from '../use-format-day';
import { FeaturedImageField } from './featured-image-field';
import { type PostFormValues, formFieldOf, postBody } from './post-form-values';

// The editor is the heaviest component of the app: its own chunk, loaded with the form.
const PostEditor = lazy(() => import('./post-editor'));

interface PostFormProps {
  /** The post to rewrite; without it the form writes a new one. */
  id?: number;
  initialValues: PostFormValues;
  author: { name: string; avatar: string; createdAt?: string };
}

const fieldOrder: (keyof PostFormValues)[] = [
  'title',
  'categories',
  'slug',
  'status',
  'content',
  'excerpt',
  'featuredImage',
];

/**
 * The edit screen's form, which saves: title, categories, slug (made from the
 * title until edited, for a new post), status, content, excerpt and featured image.
 */
export function PostForm({ id, initialValues, author }: PostFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formatDay = useFormatDay();
  const save = useSavePost();
  // A new post's slug follows its title until someone types a slug of their own.
  const [slugEdited, setSlugEdited] = useState(id !== undefined);
  const form = useForm<PostFormValues>({
    initialValues,
    validate: {
      title: (value) =>
        !value.trim()
          ? t('blog.errors.titleRequired')
          : value.trim().length > blogTitleMax
            ? t('blog.errors.titleTooLong')
            : null,
      slug: (value) =>
        !value.trim()
          ? t('blog.errors.slugRequired')
          : value.trim().length > blogSlugMax
            ? t('blog.errors.slugTooLong')
            : blogSlugPattern.test(value.trim())
              ? null
              : t('blog.errors.slugFormat'),
      excerpt: (value) =>
        value.trim().length > blogExcerptMax ? t('blog.errors.excerptTooLong') : null,
    },
  });

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = fieldOrder.find((field) => errors[field]);
    if (first && first !== 'content' && first !== 'featuredImage')
      form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id, body: postBody(values) },
      {
        onSuccess: (post) => {
          notifications.show({
            color: 'green',
            title: t('blog.edit.saved'),
            message: t('blog.edit.savedMessage', { title: post.blogTitle }),
          });
          void navigate({ to: '/pages/blog/detail/$id', params: { id: String(post.id) } });
        },
        onError: (error) => {
          const options = {
            ...blogServerErrors(t, (name) => formFieldOf[name]),
            focus: focusFirst,
          };
          if (showServerErrors(error, form, options)) return;
          notifications.show({
            color: 'red',
            title: t('blog.edit.saveFailed'),
            message: failureReason(error, t, t('blog.edit.saveFailedMessage')),
          });
        },
      },
    );
  }, focusFirst);

  const titleProps = form.getInputProps('title');
  const categories = blogTags.map((tag) => ({ value: tag, label: t(`blog.tags.${tag}`) }));
  const statuses = blogStatuses.map((status) => ({
    value: status,
    label: t(`blog.status.${status}`),
  }));

  return (
    <Card padding="lg">
      <Group gap="sm" mb="lg" wrap="nowrap">
        <UserAvatar name={author.name} src={author.avatar} size={38} decorative />
        <div>
          <Text fw={600}>{author.name}</Text>
          {author.createdAt && (
            <Text size="sm" c="dimmed">
              {t('blog.edit.createdOn', { date: formatDay(author.createdAt) })}
            </Text>
          )}
        </div>
      </Group>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('blog.edit.title')}
                withAsterisk
                maxLength={blogTitleMax}
                {...titleProps}
                onChange={(event) => {
                  const title = event.currentTarget.value;
                  form.setFieldValue('title', title);
                  if (!slugEdited) form.setFieldValue('slug', slugify(title));
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <MultiSelect
                label={t('blog.edit.categories')}
                data={categories}
                clearable
                {...form.getInputProps('categories')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('blog.edit.slug')}
                description={t('blog.edit.slugHint')}
                withAsterisk
                maxLength={blogSlugMax}
                dir="ltr"
                {...form.getInputProps('slug')}
                onChange={(event) => {
                  setSlugEdited(true);
                  form.setFieldValue('slug', event.currentTarget.value);
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t('blog.edit.status')}
                data={statuses}
                allowDeselect={false}
                {...form.getInputProps('status')}
                onChange={(value) => {
                  if (value) form.setFieldValue('status', value as BlogStatus);
                }}
              />
            </Grid.Col>
          </Grid>
          <Suspense
            fallback={
              <Center py="md">
                <Loader size="sm" aria-label={t('common.loading')} />
              </Center>
            }
          >
            <Stack gap={4}>
              <PostEditor
                label={t('blog.edit.content')}
                initialValue={initialValues.content}
                onChange={(html) => form.setFieldValue('content', html)}
                minHeight={220}
              />
              {form.errors.content && (
                <Text c="var(--mantine-color-error)" size="sm" role="alert">
                  {form.errors.content}
                </Text>
              )}
            </Stack>
          </Suspense>
          <Textarea
            label={t('blog.edit.excerpt')}
            description={t('blog.edit.excerptHint')}
            autosize
            minRows={2}
            maxLength={blogExcerptMax}
            {...form.getInputProps('excerpt')}
          />
          <FeaturedImageField
            value={form.values.featuredImage}
            onChange={(value) => {
              form.setFieldValue('featuredImage', value);
              form.clearFieldError('featuredImage');
            }}
            error={
              typeof form.errors.featuredImage === 'string' ? form.errors.featuredImage : undefined
            }
          />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('blog.edit.save')}
            </Button>
            <Button
              variant="default"
              disabled={save.isPending}
              onClick={() =>
                void (id === undefined
                  ? navigate({ to: '/pages/blog/list' })
                  : navigate({ to: '/pages/blog/detail/$id', params: { id: String(id) } }))
              }
            >
              {t('blog.edit.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
