import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Dates written the way the current language writes them: `day` for a calendar date
 * (`YYYY-MM-DD`, e.g. a delivery date: no time zone may shift it), `moment` for an instant.
 */
export function useFormatDate() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return {
      day: (date: string) => day.format(new Date(`${date}T00:00:00Z`)),
      moment: (instant: string) => moment.format(new Date(instant)),
    };
  }, [i18n.language]);
}
