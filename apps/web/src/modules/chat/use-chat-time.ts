import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listTime, sameDay } from '../../lib/list-time';

export interface ChatTimeFormat {
  /** The lists' short time: the clock today, the day this year, the date before. */
  short: (time: string, now?: Date) => string;
  /** Under a group of messages: the clock today, the day and the clock before. */
  long: (time: string, now?: Date) => string;
}

/** Message times in the reader's language and time zone. */
export function useChatTime(): ChatTimeFormat {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const lng = i18n.language;
    const clock = new Intl.DateTimeFormat(lng, { timeStyle: 'short' });
    const day = new Intl.DateTimeFormat(lng, { month: 'short', day: 'numeric' });
    const date = new Intl.DateTimeFormat(lng, { dateStyle: 'short' });
    const dayClock = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      short: (time, now) => listTime({ clock, day, date }, time, now),
      long: (time, now = new Date()) => {
        const when = new Date(time);
        return sameDay(when, now) ? clock.format(when) : dayClock.format(when);
      },
    };
  }, [i18n.language]);
}
