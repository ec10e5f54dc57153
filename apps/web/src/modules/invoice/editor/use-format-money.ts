import { fromCents } from '@beacon/contract/invoice-values';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Invoices are in US dollars; an amount in integer cents, written the reader's way. */
export function useFormatCents(): (cents: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
    return (cents: number) => format.format(fromCents(cents));
  }, [i18n.language]);
}
