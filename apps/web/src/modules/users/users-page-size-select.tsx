import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUsersSearch } from './use-users-search';

const sizes = [10, 25, 50] as const;

/** "Show 10 / 25 / 50 entries", kept in the URL. */
export function UsersPageSizeSelect() {
  const { t } = useTranslation();
  const [search, update] = useUsersSearch();
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
