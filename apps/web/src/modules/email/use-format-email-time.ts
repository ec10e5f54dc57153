import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

/**
 * A mail's time as a list shows it, in the reader's language and time zone: the clock time for
 * today ("2:05 PM", "14:05"), the day for this year ("Nov 3", "3 nov."), the full date before
 * ("11/3/2024", "03/11/2024").
 */
export function useFormatEmailTime(): (time: string, now?: Date) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const clock = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' });
    const date = new Intl.DateTimeFormat(i18n.language, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    return (time: string, now = new Date()) => {
      const when = new Date(time);
      if (sameDay(when, now)) return clock.format(when);
      if (when.getFullYear() === now.getFullYear()) return day.format(when);
      return date.format(when);
    };
  }, [i18n.language]);
}
