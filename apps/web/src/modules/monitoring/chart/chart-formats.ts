import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const hour = 3600_000;

/**
 * The chart's times and figures in the reader's language and time zone: the axis says hours for a
 * window up to a day and a half, days beyond; the tooltip the full date and time.
 */
export function useChartFormats(span: number) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const short = span <= 36 * hour;
  return useMemo(() => {
    const tick = new Intl.DateTimeFormat(
      language,
      short ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
    );
    const time = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    return {
      formatTick: (at: number) => tick.format(at),
      formatTime: (at: number) => time.format(at),
      formatNumber: (value: number) => number.format(value),
    };
  }, [language, short]);
}
