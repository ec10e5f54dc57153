import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuditSearch } from './use-audit-search';

/**
 * "From" and "To": the first and last day shown, both included, as UTC days (the API's). Two
 * pickers rather than one range picker: each is set and cleared on its own, and a range picker
 * drops a half-chosen range when it closes.
 */
export function AuditDateFilter() {
  const { t, i18n } = useTranslation();
  const [search, update] = useAuditSearch();
  const ariaLabels = {
    nextMonth: t('audit.filters.nextMonth'),
    previousMonth: t('audit.filters.previousMonth'),
    nextYear: t('audit.filters.nextYear'),
    previousYear: t('audit.filters.previousYear'),
    nextDecade: t('audit.filters.nextDecade'),
    previousDecade: t('audit.filters.previousDecade'),
  };
  const shared = {
    valueFormat: 'YYYY-MM-DD',
    description: t('audit.filters.utcDay'),
    leftSection: <IconCalendar size={16} aria-hidden />,
    clearable: true,
    ariaLabels,
  };
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <DatePickerInput
        {...shared}
        label={t('audit.filters.from')}
        clearButtonProps={{ 'aria-label': t('audit.filters.clearFrom') }}
        maxDate={search.to}
        value={search.from ?? null}
        onChange={(from) => update({ from: from ?? undefined })}
      />
      <DatePickerInput
        {...shared}
        label={t('audit.filters.to')}
        clearButtonProps={{ 'aria-label': t('audit.filters.clearTo') }}
        minDate={search.from}
        value={search.to ?? null}
        onChange={(to) => update({ to: to ?? undefined })}
      />
    </DatesProvider>
  );
}
