import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AdvanceSearchCard } from './advance-search-card';
import { ServerSideCard } from './server-side-card';
import { VirtualCard } from './virtual-card';

/** `/datatables/advance`: server-side paging and filters, and a 10,000-row virtual table. */
export function AdvancePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <PageHeader title={t('datatables.advance.title')} />
      <ServerSideCard />
      <AdvanceSearchCard />
      <VirtualCard />
    </Stack>
  );
}
