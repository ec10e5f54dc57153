import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A due date (YYYY-MM-DD) as "Mon DD" in the reader's language ("Nov 25", "25 nov."). Read as
 * UTC, so the day shown is the day stored whatever the time zone.
 */
export function useFormatDueDate(): (date: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
  }, [i18n.language]);
}
