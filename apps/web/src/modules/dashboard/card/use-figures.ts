import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Figures in the reader's language: counts, US dollars, short forms (92.6K) and percentages. */
export function useFigures() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const count = new Intl.NumberFormat(lng);
    const money = new Intl.NumberFormat(lng, {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const compact = new Intl.NumberFormat(lng, { notation: 'compact', maximumFractionDigits: 1 });
    const compactMoney = new Intl.NumberFormat(lng, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const percent = new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 1 });
    const signedPercent = new Intl.NumberFormat(lng, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    return {
      count: (n: number) => count.format(n),
      money: (n: number) => money.format(n),
      compact: (n: number) => compact.format(n),
      compactMoney: (n: number) => compactMoney.format(n),
      /** `percent(5.2)` → "5.2%": the API sends percentages, not fractions. */
      percent: (n: number) => percent.format(n / 100),
      /** `signedPercent(5.2)` → "+5.2%". */
      signedPercent: (n: number) => signedPercent.format(n / 100),
    };
  }, [lng]);
}

export type Figures = ReturnType<typeof useFigures>;
