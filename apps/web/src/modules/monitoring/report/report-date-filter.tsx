import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReportSearch } from './use-report-search';

/**
 * "From" and "To": the first and last day of the report, both included, as UTC days. Each always
 * holds a day (the last 7 days until one is chosen), so neither can be cleared.
 */
export function ReportDateFilter({ days }: { days: { from: string; to: string } }) {
  const { t, i18n } = useTranslation();
  const [, update] = useReportSearch();
  const shared = {
    valueFormat: 'YYYY-MM-DD',
    description: t('monitoringReport.filters.utcDay'),
    leftSection: <IconCalendar size={16} aria-hidden />,
    ariaLabels: {
      nextMonth: t('monitoringReport.filters.nextMonth'),
      previousMonth: t('monitoringReport.filters.previousMonth'),
      nextYear: t('monitoringReport.filters.nextYear'),
      previousYear: t('monitoringReport.filters.previousYear'),
      nextDecade: t('monitoringReport.filters.nextDecade'),
      previousDecade: t('monitoringReport.filters.previousDecade'),
    },
  };
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <DatePickerInput
        {...shared}
        label={t('monitoringReport.filters.from')}
        maxDate={days.to}
        value={days.from}
        onChange={(from) => from && update({ from })}
      />
      <DatePickerInput
        {...shared}
        label={t('monitoringReport.filters.to')}
        minDate={days.from}
        value={days.to}
        onChange={(to) => to && update({ to })}
      />
    </DatesProvider>
  );
}
