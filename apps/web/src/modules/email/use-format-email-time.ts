import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listTime } from '../../lib/list-time';

/**
 * A mail's time as a list shows it, in the reader's language and time zone: the clock time for
 * today ("2:05 PM", "14:05"), the day for this year ("Nov 3", "3 nov."), the full date before
 * ("11/3/2024", "03/11/2024").
 */
export function useFormatEmailTime(): (time: string, now?: Date) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const formats = {
      clock: new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }),
      day: new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric' }),
      date: new Intl.DateTimeFormat(i18n.language, {
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }),
    };
    return (time: string, now?: Date) => listTime(formats, time, now);
  }, [i18n.language]);
}
