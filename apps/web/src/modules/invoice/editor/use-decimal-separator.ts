import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The decimal mark people type in the reader's language ("19,99" in French), for the money and
 * percent fields. Only "." or ",": the number inputs take Latin digits in every language.
 */
export function useDecimalSeparator(): '.' | ',' {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const parts = new Intl.NumberFormat(i18n.language).formatToParts(1.5);
    return parts.find((part) => part.type === 'decimal')?.value === ',' ? ',' : '.';
  }, [i18n.language]);
}
