import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The client-side tables' search box; the filter runs on every keystroke (all rows are here). */
export function SearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('datatables.table.search')}
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={100}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 220 }}
    />
  );
}
