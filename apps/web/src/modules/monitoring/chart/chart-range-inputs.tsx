import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { DateTimePicker, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TimeRange } from './chart-window';

interface ChartRangeInputsProps {
  range: TimeRange;
  onChange: (range: TimeRange) => void;
}

const instantOf = (value: string | null) => (value ? dayjs(value).valueOf() : Number.NaN);

/**
 * A custom window's start and end, to the minute in the reader's time zone. The end's calendar
 * starts at the start; a start moved past the end is not taken.
 */
export function ChartRangeInputs({ range, onChange }: ChartRangeInputsProps) {
  const { t, i18n } = useTranslation();
  const shared = {
    valueFormat: 'YYYY-MM-DD HH:mm',
    leftSection: <IconCalendar size={16} aria-hidden />,
    maxDate: new Date(),
    w: { base: '100%', xs: 220 },
    submitButtonProps: { 'aria-label': t('monitoringChart.range.apply') },
    ariaLabels: {
      nextMonth: t('monitoringChart.range.nextMonth'),
      previousMonth: t('monitoringChart.range.previousMonth'),
      nextYear: t('monitoringChart.range.nextYear'),
      previousYear: t('monitoringChart.range.previousYear'),
      nextDecade: t('monitoringChart.range.nextDecade'),
      previousDecade: t('monitoringChart.range.previousDecade'),
    },
  };
  return (
    <DatesProvider settings={{ locale: i18n.language }}>
      <DateTimePicker
        {...shared}
        label={t('monitoringChart.range.from')}
        value={new Date(range.from)}
        onChange={(value) => {
          const from = instantOf(value);
          if (Number.isFinite(from) && from < range.to) onChange({ from, to: range.to });
        }}
      />
      <DateTimePicker
        {...shared}
        label={t('monitoringChart.range.to')}
        value={new Date(range.to)}
        minDate={new Date(range.from)}
        onChange={(value) => {
          const to = instantOf(value);
          if (Number.isFinite(to) && to > range.from) onChange({ from: range.from, to });
        }}
      />
    </DatesProvider>
  );
}
