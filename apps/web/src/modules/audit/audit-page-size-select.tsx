import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuditSearch } from './use-audit-search';

const sizes = [10, 25, 50, 100] as const;

/** "Entries per page", kept in the URL (the API allows at most 100). */
export function AuditPageSizeSelect() {
  const { t } = useTranslation();
  const [search, update] = useAuditSearch();
  return (
    <Select
      label={t('common.table.perPage')}
      data={sizes.map(String)}
      value={String(search.perPage)}
      onChange={(value) => {
        const perPage = sizes.find((size) => String(size) === value);
        if (perPage) update({ perPage });
      }}
      allowDeselect={false}
      w={{ base: '100%', sm: 150 }}
    />
  );
}
