import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A date (ISO 8601) as "Jan 10, 2020" in the reader's language; the API's dates are UTC days. */
export function useFormatDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}
