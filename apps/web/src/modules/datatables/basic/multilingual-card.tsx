import { useTranslation } from 'react-i18next';
import { useRowColumns } from '../row-columns';
import { ClientCard } from './client-card';

const keys = ['full_name', 'post', 'email', 'start_date', 'salary', 'status'] as const;

/**
 * "Multilingual": headings, pagination, status names, dates and amounts follow the app's
 * language, which the navbar's language menu changes.
 */
export function MultilingualCard() {
  const { t } = useTranslation();
  const columns = useRowColumns(keys);
  return (
    <ClientCard
      title={t('datatables.basic.multilingual.title')}
      description={t('datatables.basic.multilingual.hint')}
      columns={columns}
    />
  );
}
