import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Prices are US dollars, written the way the current language writes money;
 * `whole` drops the cents (the price slider's round figures).
 */
export function useFormatPrice({ whole = false }: { whole?: boolean } = {}): (
  price: number,
) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency: 'USD',
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    });
    return (price: number) => format.format(price);
  }, [i18n.language, whole]);
}
