import { useTranslation } from 'react-i18next';

/** Figures in one language: counts, US dollars, short forms (92.6K) and percentages. */
function figuresIn(lng: string) {
  // A formatter is costly to make (the first of a page loads ICU's number data) and a dashboard
  // has dozens of cards: each is made on first use and shared by every card.
  const lazy = (options?: Intl.NumberFormatOptions) => {
    let format: Intl.NumberFormat | undefined;
    return (n: number) => (format ??= new Intl.NumberFormat(lng, options)).format(n);
  };
  const count = lazy();
  const money = lazy({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const percent = lazy({ style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = lazy({
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
  return {
    count,
    money,
    compact: lazy({ notation: 'compact', maximumFractionDigits: 1 }),
    compactMoney: lazy({
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
    /** `percent(5.2)` → "5.2%": the API sends percentages, not fractions. */
    percent: (n: number) => percent(n / 100),
    /** `signedPercent(5.2)` → "+5.2%". */
    signedPercent: (n: number) => signedPercent(n / 100),
  };
}

export type Figures = ReturnType<typeof figuresIn>;

const byLanguage = new Map<string, Figures>();

/** Figures in the reader's language. */
export function useFigures(): Figures {
  const lng = useTranslation().i18n.language;
  let figures = byLanguage.get(lng);
  if (!figures) byLanguage.set(lng, (figures = figuresIn(lng)));
  return figures;
}
