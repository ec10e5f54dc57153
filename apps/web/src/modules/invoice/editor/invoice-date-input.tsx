import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type InvoiceDateInputProps = Omit<DatePickerInputProps, 'value' | 'onChange' | 'type'> & {
  /** `YYYY-MM-DD`, or '' when none is chosen. */
  value: string;
  onChange: (day: string) => void;
};

/**
 * A day picker that keeps `YYYY-MM-DD` text and shows the day as the reader's language writes it
 * (Intl, not a dayjs pattern: "Apr 2, 2031", "2 avr. 2031", "٢ أبريل ٢٠٣١").
 */
export function InvoiceDateInput({ value, onChange, ...props }: InvoiceDateInputProps) {
  const { i18n } = useTranslation();
  const format = useMemo(
    // UTC on both sides: the text is a calendar day, not an instant in the reader's zone.
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }),
    [i18n.language],
  );
  return (
    <DatePickerInput
      {...props}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      valueFormatter={({ date }) =>
        typeof date === 'string' && date ? format.format(new Date(`${date}T00:00:00Z`)) : ''
      }
      popoverProps={{ withinPortal: true }}
    />
  );
}
