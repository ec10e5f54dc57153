import { Badge } from '@mantine/core';
import type { BlogStatus } from '@beacon/contract/blog-values';
import { useTranslation } from 'react-i18next';

/** Marks a post only its author sees (pending or draft); a published post needs no mark. */
export function StatusBadge({ status }: { status: BlogStatus }) {
  const { t } = useTranslation();
  if (status === 'Published') return null;
  return (
    <Badge variant="outline" color={status === 'Draft' ? 'gray' : 'yellow'} radius="sm">
      {t(`blog.status.${status}`)}
    </Badge>
  );
}
