import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats dollars in the reader's language: "$3,428.00", "3 428,00 $US", "US$ 3.428,00"… */
export function useMoney(): (dollars: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    return (dollars) => format.format(dollars);
  }, [i18n.language]);
}
