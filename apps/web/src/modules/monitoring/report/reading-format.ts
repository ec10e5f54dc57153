import type { ReportGrouping } from '@beacon/contract/monitoring-values';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Readings, durations and periods as the reader's language writes them. */
export interface ReadingFormats {
  /** "21.4 °C", one decimal always, so a column of figures lines up. */
  value: (value: number, unit: string) => string;
  /** "2 h 05 min", "12 min", "0 min". */
  duration: (seconds: number) => string;
  /** A period's start (UTC) as its grouping names it: an hour, a day, or the week it begins. */
  period: (at: string, groupBy: ReportGrouping) => string;
}

/** Made at its first use: the navbar's alarm badge holds the formats on every page, mostly unused. */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

function makeFormats(language: string, t: TFunction): ReadingFormats {
  const figure = once(
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        // -0.04 rounds to zero: "0.0", not "-0.0".
        signDisplay: 'negative',
      }),
  );
  const count = once(() => new Intl.NumberFormat(language));
  const twoDigits = once(() => new Intl.NumberFormat(language, { minimumIntegerDigits: 2 }));
  const hour = once(
    () =>
      new Intl.DateTimeFormat(language, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }),
  );
  const day = once(
    () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }),
  );
  return {
    value: (value, unit) => `${figure().format(value)} ${unit}`,
    duration: (seconds) => {
      const minutes = Math.round(seconds / 60);
      const hours = Math.floor(minutes / 60);
      return hours === 0
        ? t('monitoringReport.duration.minutes', { minutes: count().format(minutes) })
        : t('monitoringReport.duration.hours', {
            hours: count().format(hours),
            minutes: twoDigits().format(minutes % 60),
          });
    },
    period: (at, groupBy) => {
      const date = new Date(at);
      if (Number.isNaN(date.getTime())) return at;
      if (groupBy === 'hour') return hour().format(date);
      if (groupBy === 'day') return day().format(date);
      return t('monitoringReport.period.weekOf', { day: day().format(date) });
    },
  };
}

/** The formats of the UI's language; a component using them renders again when it changes. */
export function useReadingFormats(): ReadingFormats {
  const { t, i18n } = useTranslation();
  // Making a formatter costs milliseconds: once per language, not per row or render.
  return useMemo(() => makeFormats(i18n.language, t), [i18n.language, t]);
}

/** The same, for code outside React (the exports), in the language `t` speaks. */
export const readingFormatsFor = (language: string, t: TFunction): ReadingFormats =>
  makeFormats(language, t);
