import { Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Entries loading: rows the shape of the audit table's, so nothing jumps when they arrive. */
export function AuditSkeletonRows({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" p="md" aria-busy role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Group key={i} gap="md" wrap="nowrap">
          <Skeleton height={28} circle />
          <Skeleton height={12} width="18%" />
          <Skeleton height={12} width="22%" />
          <Skeleton height={12} width="12%" />
          <Skeleton height={12} width="14%" />
          <Skeleton height={12} width="20%" />
        </Group>
      ))}
    </Stack>
  );
}
