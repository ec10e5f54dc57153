import { useTranslation } from 'react-i18next';
import { useRowColumns } from '../row-columns';
import { ClientCard } from './client-card';

const keys = ['full_name', 'post', 'email', 'city', 'start_date', 'salary'] as const;

/** "Zero Configuration": the plain sortable, paginated table. */
export function ZeroConfigCard() {
  const { t } = useTranslation();
  const columns = useRowColumns(keys);
  return <ClientCard title={t('datatables.basic.zero.title')} columns={columns} />;
}
