import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Hours, days and month names in a language. Intl's units spare us a plural key per language
 * (Arabic has six forms).
 */
export function unitsFor(lng: string) {
  const hours = new Intl.NumberFormat(lng, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  const days = new Intl.NumberFormat(lng, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  // UTC, as the API counts its periods.
  const month = new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(lng, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return {
    hours: (n: number) => hours.format(n),
    days: (n: number) => days.format(n),
    month: (date: Date) => month.format(date),
    day: (date: Date) => day.format(date),
    /** January to December, short. */
    months: () => Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2000, i, 1))),
  };
}

export type Units = ReturnType<typeof unitsFor>;

/** `unitsFor` the reader's language. */
export function useUnits(): Units {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => unitsFor(lng), [lng]);
}
