import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatsFor } from '../../../lib/format';
import { dateFormatter, moneyFormatter, percentFormatter } from './invoice-format';

/** The document's formatters for the current language; they change when the language does. */
export function useInvoiceFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      money: moneyFormatter(language),
      percent: percentFormatter(language),
      date: dateFormatter(language),
      number: formatsFor(language).number,
    }),
    [language],
  );
}
