import { Card, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconFileUnknown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from './links';

/** An id no post has (or a post only its author may see): said plainly, with the way back. */
export function BlogNotFound({ id }: { id?: string }) {
  const { t } = useTranslation();
  const Back = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Card padding="xl">
      <Stack align="center" gap="sm" ta="center">
        <IconFileUnknown size={48} stroke={1.4} aria-hidden />
        <Title order={1} fz="h2">
          {t('blog.notFound.title')}
        </Title>
        <Text c="dimmed">
          {id ? t('blog.notFound.message', { id }) : t('blog.notFound.noPosts')}
        </Text>
        <ButtonLink
          to="/pages/blog/list"
          variant="default"
          leftSection={<Back size={16} aria-hidden />}
        >
          {t('blog.notFound.back')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
