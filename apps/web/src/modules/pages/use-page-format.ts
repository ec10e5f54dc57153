import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Numbers, prices, dates and shares the way the reader's language writes them. */
export function usePageFormat() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    // The plans' prices are whole US dollars: no cents.
    const price = new Intl.NumberFormat(lng, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const number = new Intl.NumberFormat(lng);
    const compact = new Intl.NumberFormat(lng, { notation: 'compact' });
    const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(lng, { dateStyle: 'long' });
    const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      price: (value: number) => price.format(value),
      number: (value: number) => number.format(value),
      compact: (value: number) => compact.format(value),
      percent: (share: number) => percent.format(share),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
    };
  }, [lng]);
}
