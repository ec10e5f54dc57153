import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const dayMs = 24 * 60 * 60 * 1000;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today in the reader's time zone, as an ISO day ("2025-03-09"). */
export function localIsoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from one ISO day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/**
 * The invoice list sends its dates in the kept display form ("13 Dec 2019"): read back as an
 * ISO day so they can be written in the reader's language; null for anything else.
 */
export function invoiceDay(text: string): string | null {
  const match = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(text.trim());
  const month = match ? months.indexOf(match[2] ?? '') : -1;
  if (!match || month < 0) return null;
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

/** Dates in the reader's language. ISO days are read as UTC, so the day shown is the day stored. */
export function useDates() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
    const relative = new Intl.RelativeTimeFormat(lng, { numeric: 'auto' });
    const time = new Intl.DateTimeFormat(lng, { timeStyle: 'short' });
    const dayTime = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
    const badgeDay = new Intl.DateTimeFormat(lng, { day: 'numeric' });
    const badgeMonth = new Intl.DateTimeFormat(lng, { month: 'short' });
    const utcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
    return {
      /** "Mar 9, 2025", "9 mars 2025"… */
      day: (isoDay: string) => dayFormat.format(utcDay(isoDay)),
      /** "Mar 9 – 11, 2025" for the days from `first` to `last`, both included. */
      dayRange: (first: string, last: string) =>
        first === last
          ? dayFormat.format(utcDay(first))
          : dayFormat.formatRange(utcDay(first), utcDay(last)),
      /** "today", "in 3 days", "2 days ago"… */
      relativeDays: (days: number) => relative.format(days, 'day'),
      /** "9:30 – 11:00 AM" in the reader's time zone; with the days when they differ. */
      timeRange: (start: Date, end: Date) =>
        localIsoDay(start) === localIsoDay(end)
          ? time.formatRange(start, end)
          : dayTime.formatRange(start, end),
      /** Day and short month of a badge ("9", "Mar"), in the reader's time zone. */
      badge: (date: Date) => ({ day: badgeDay.format(date), month: badgeMonth.format(date) }),
    };
  }, [lng]);
}
