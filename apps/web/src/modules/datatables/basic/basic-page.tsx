import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ButtonsCard } from './buttons-card';
import { ColumnReorderCard } from './column-reorder-card';
import { ExpandableCard } from './expandable-card';
import { MultilingualCard } from './multilingual-card';
import { ZeroConfigCard } from './zero-config-card';

/** `/datatables/basic`: five client-side tables of every row. */
export function BasicPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('datatables.basic.title')} />
      <ButtonsCard />
      <ZeroConfigCard />
      <ColumnReorderCard />
      <ExpandableCard />
      <MultilingualCard />
    </Stack>
  );
}
