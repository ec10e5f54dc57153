import { useDirection } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRtlLanguage } from './i18n';

/**
 * Money, numbers and dates the way the reader's language writes them. Every amount of the app is
 * in US dollars.
 *
 * In Arabic an amount comes out as "‏3,428.50 US$" or "‏‎-210.00 US$": shown as it is inside
 * right-to-left text it reads "$US 3,428.50" and "$-210.00 US", so put every amount in an element
 * of its own, isolated left to right (`<bdi dir="ltr">`). Dates carry the marks that order them
 * in right-to-left text already.
 */
export interface Formats {
  /** "-$210.00", "-210,00 $US", "-210,00 $", "-US$ 210,00", "‏‎-210.00 US$". */
  money: (dollars: number) => string;
  /** The dollar's sign beside an amount being typed: "$", "$US", "US$". */
  currency: string;
  /** "1,234.5", "1 234,5", "1.234,5". */
  number: (value: number) => string;
  /**
   * A calendar day, "Oct 23, 2026", read in UTC so that no time zone moves it. It may come as an
   * ISO day ("2026-10-23") or as the API writes one for display (see `isoDayOf`); any other text
   * is shown as it came rather than failing the whole screen.
   */
  day: (text: string) => string;
  /** An instant with its clock time, in UTC (the API's own times) or the reader's time zone. */
  dateTime: (at: Date, zone?: 'utc' | 'local') => string;
  /**
   * A left-to-right value (an amount, a phone number) for a translated sentence, where no element
   * of its own can carry `dir`: in a right-to-left language it is wrapped in Unicode's isolating
   * marks (U+2066 … U+2069), which do what `<bdi dir="ltr">` does; other languages need nothing.
   */
  ltrInText: (text: string) => string;
  /**
   * Someone's own words (a name, a title) for a translated sentence: in a right-to-left language
   * wrapped in U+2068 … U+2069, which keep their own direction as `<bdi>` does.
   */
  autoInText: (text: string) => string;
}

function makeFormats(language: string): Formats {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const number = new Intl.NumberFormat(language);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = {
    utc: new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }),
    local: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
  };
  return {
    money: (dollars) => money.format(dollars),
    currency: money.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '$',
    number: (value) => number.format(value),
    day: (text) => {
      const iso = isoDayOf(text);
      return iso ? day.format(new Date(`${iso}T00:00:00Z`)) : text;
    },
    dateTime: (at, zone = 'local') => (Number.isNaN(at.getTime()) ? '' : dateTime[zone].format(at)),
    ltrInText: isRtlLanguage(language) ? (text) => `\u2066${text}\u2069` : (text) => text,
    autoInText: isRtlLanguage(language) ? (text) => `\u2068${text}\u2069` : (text) => text,
  };
}

// Making a formatter costs milliseconds (the first one of a page loads ICU's data): one set per
// language, made when first asked for.
const made = new Map<string, Formats>();

/** The formatters of a language ("en", "ar"…). */
export function formatsFor(language: string): Formats {
  let formats = made.get(language);
  if (!formats) made.set(language, (formats = makeFormats(language)));
  return formats;
}

/** The formatters of the UI's language; a component using them renders again when it changes. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.language);
}

/**
 * The side the page's lines start at, for `ta` on an element of someone's own words that has
 * `dir="auto"`: it keeps the page's alignment (an English name sits at the right in Arabic) while
 * its text reads, and is cut, in its own direction. CSS's `text-align: match-parent` means this,
 * but Chrome knows it only as `-webkit-match-parent`, which Firefox does not.
 */
export function usePageAlign(): 'left' | 'right' {
  return useDirection().dir === 'rtl' ? 'right' : 'left';
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO day when the parts make a real one ("2019-02-30" does not). */
function validDay(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A day as an ISO day ("2019-12-13"), from an ISO day or from the English the API writes for
 * display: "13 Dec 2019" (invoices), "09/23/2016" (month first: the data tables).
 * Undefined for any other text.
 */
export function isoDayOf(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return validDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(trimmed);
  if (us) return validDay(Number(us[3]), Number(us[1]), Number(us[2]));
  const written = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(trimmed);
  const month = months.indexOf(written?.[2] ?? '');
  if (!written || month < 0) return undefined;
  return validDay(Number(written[3]), month + 1, Number(written[1]));
}

/**
 * An instant as the API writes it for display, in UTC ("14 Apr 2021, 8:43 PM"); undefined for
 * any other text.
 */
export function instantOf(text: string): Date | undefined {
  const match = /^(.+), (\d{1,2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  const day = match && isoDayOf(match[1] ?? '');
  if (!match || !day) return undefined;
  const hours = (Number(match[2]) % 12) + (match[4] === 'PM' ? 12 : 0);
  return new Date(`${day}T${pad(hours)}:${match[3]}:00Z`);
}

/**
 * Stands for a value in a translation, so that the text around it can be shown with the value in
 * an element of its own (isolated, in another direction):
 *
 *   const [before, after] = splitAtValue(t('checkout.address.phone', { mobile: valueSlot }));
 *   <>{before}<bdi dir="ltr">{mobile}</bdi>{after}</>
 */
export const valueSlot = '\uE000';

/** The text of a translation made with `valueSlot`, before and after the value. */
export function splitAtValue(text: string): [before: string, after: string] {
  const at = text.indexOf(valueSlot);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + valueSlot.length)];
}
