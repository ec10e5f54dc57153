import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAlarmsSearch } from './use-alarms-search';

/**
 * "Opened from" and "Opened to": the first and last day, both included, as UTC days. Two pickers
 * rather than one range picker: each is set and cleared on its own.
 */
export function AlarmsDateFilter() {
  const { t, i18n } = useTranslation();
  const [search, update] = useAlarmsSearch();
  const shared = {
    valueFormat: 'YYYY-MM-DD',
    description: t('monitoringAlarms.filters.utcDay'),
    leftSection: <IconCalendar size={16} aria-hidden />,
    clearable: true,
    ariaLabels: {
      nextMonth: t('monitoringAlarms.filters.nextMonth'),
      previousMonth: t('monitoringAlarms.filters.previousMonth'),
      nextYear: t('monitoringAlarms.filters.nextYear'),
      previousYear: t('monitoringAlarms.filters.previousYear'),
      nextDecade: t('monitoringAlarms.filters.nextDecade'),
      previousDecade: t('monitoringAlarms.filters.previousDecade'),
    },
  };
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <DatePickerInput
        {...shared}
        label={t('monitoringAlarms.filters.from')}
        clearButtonProps={{ 'aria-label': t('monitoringAlarms.filters.clearFrom') }}
        maxDate={search.to}
        value={search.from ?? null}
        onChange={(from) => update({ from: from ?? undefined })}
      />
      <DatePickerInput
        {...shared}
        label={t('monitoringAlarms.filters.to')}
        clearButtonProps={{ 'aria-label': t('monitoringAlarms.filters.clearTo') }}
        minDate={search.from}
        value={search.to ?? null}
        onChange={(to) => update({ to: to ?? undefined })}
      />
    </DatesProvider>
  );
}
