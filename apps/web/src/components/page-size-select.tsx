import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PageSizeSelectProps<Size extends number> {
  sizes: readonly Size[];
  value: number;
  onChange: (size: Size) => void;
}

/** A list's "Entries per page", offering only the sizes its API takes. */
export function PageSizeSelect<Size extends number>({
  sizes,
  value,
  onChange,
}: PageSizeSelectProps<Size>) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('common.table.perPage')}
      data={sizes.map(String)}
      value={String(value)}
      onChange={(text) => {
        const size = sizes.find((option) => String(option) === text);
        if (size) onChange(size);
      }}
      allowDeselect={false}
      w={{ base: '100%', sm: 150 }}
    />
  );
}
